import { createPaymentRequestSchema } from '@sportello/contract';
import type { UserActor } from '../src/use-cases/context';
import type { useUseCaseBench } from './use-case-helper';

/** The user's first payable bill and a payment request for exactly what it owes. */
export async function payableBill(bench: ReturnType<typeof useUseCaseBench>, actor: UserActor) {
  const res = await bench.app().request('GET', '/Erp/v1/invoices', {
    session: actor.session.id,
    query: { outstandingOnly: 'true', pagingTake: '100' },
  });
  const invoices = res.json().getInvoicesResponse.invoices as {
    id: number;
    amountToPay: string;
    paymentLevel: string;
  }[];
  const bill = invoices.find((i) => i.paymentLevel !== 'Rateizzata')!;
  const input = createPaymentRequestSchema.parse({
    createPaymentRequest: {
      payKind: 'Invoices',
      totalAmount: bill.amountToPay,
      items: { item: [{ invoiceId: bill.id, amount: bill.amountToPay }] },
    },
  }).createPaymentRequest;
  return { bill, input };
}

/** A seeded proposal by the start of its title (the demo proposals have distinct titles). */
export function proposalByTitle(bench: ReturnType<typeof useUseCaseBench>, prefix: string) {
  return bench
    .deps()
    .db.selectFrom('proposals')
    .selectAll()
    .where('title', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
}
