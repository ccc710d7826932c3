import { installmentsRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { requestInstallments } from './request-installments';

const input = (body: object) =>
  installmentsRequestSchema.parse({ installmentsRequest: body }).installmentsRequest;
const CONTRACT = 'CTR-AST0001001-01';

describe('requestInstallments', () => {
  const bench = useUseCaseBench();

  it('accepts the most recent overdue bill once, refuses one past its window and a bill already in instalments', async () => {
    const actor = await bench.user('demo.ast');
    const res = await bench.app().request('GET', '/Erp/v1/invoices', {
      session: actor.session.id,
      query: { outstandingOnly: 'true', pagingTake: '100' },
    });
    const outstanding = res.json().getInvoicesResponse.invoices as {
      id: number;
      paymentLevel: string;
      dueDate: string;
    }[];
    const [recent, old] = outstanding
      .filter((i) => i.paymentLevel === 'Scaduta')
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate));
    const rated = outstanding.find((i) => i.paymentLevel === 'Rateizzata')!;

    await expectHttpError(
      requestInstallments(bench.deps(), actor, input({ invoiceId: old!.id, contractKey: CONTRACT })),
      400,
    );
    const out = await requestInstallments(
      bench.deps(),
      actor,
      input({ invoiceId: recent!.id, contractKey: CONTRACT, numberOfInstallments: 3 }),
    );
    expect(out.createRequestResponse).toMatchObject({ requestType: 'Rateizzazione', invoiceId: recent!.id });
    await expectHttpError(
      requestInstallments(bench.deps(), actor, input({ invoiceId: recent!.id, contractKey: CONTRACT })),
      409,
    );
    await expectHttpError(
      requestInstallments(bench.deps(), actor, input({ invoiceId: rated.id, contractKey: CONTRACT })),
      409,
      'already_in_installments',
    );
  });
});
