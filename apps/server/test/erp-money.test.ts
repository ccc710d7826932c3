import { BRANDS } from '@sportello/brands';
import { creditorReference, parseEpcQrPayload } from '@sportello/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfQrCodes } from '../src/testing/pdf-qr';
import { useTestApp } from './helper';

interface Bill {
  id: number;
  key: string;
  paymentLevel: string;
  amountToPay: string;
  archiviationKey: string;
  documentAvailable: boolean;
}

describe('Erp money: paying without a card, instalments, explained bills, refunds, rettifiche, forecasts', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });
  const get = (path: string, query?: Record<string, string>) => t().request('GET', path, { session, query });
  const bills = async (): Promise<Bill[]> =>
    (await get('/Erp/v1/invoices', { pagingTake: '50' })).json().getInvoicesResponse.invoices;
  const pdfOf = async (bill: Bill) => {
    const doc = (
      await get('/Erp/v1/documents', { archiviationKey: bill.archiviationKey, documentType: 'Invoice' })
    ).json().getDocumentsResponse;
    return Buffer.from(doc.data, 'base64');
  };

  it('prints in an unpaid bill’s PDF the EPC QR code a bank app reads: the brand’s IBAN, what is owed, the bill’s reference', async () => {
    const all = await bills();
    const unpaid = all.find((b) => b.paymentLevel === 'Scaduta' && b.documentAvailable)!;
    const [qr, ...more] = pdfQrCodes(await pdfOf(unpaid));
    expect(more).toEqual([]);
    expect(parseEpcQrPayload(qr!)).toMatchObject({
      iban: BRANDS.ast.payments.iban,
      beneficiary: BRANDS.ast.payments.beneficiary,
      amount: Number(unpaid.amountToPay).toFixed(2),
      reference: creditorReference(unpaid.key),
    });
    const paid = all.find((b) => b.paymentLevel === 'Pagata' && b.documentAvailable)!;
    expect(pdfQrCodes(await pdfOf(paid))).toEqual([]);
  });

  it('says whether a bill may be paid in instalments, under which case, and files the plan chosen', async () => {
    const all = await bills();
    const overdue = all.find(
      (b) =>
        b.paymentLevel === 'Scaduta' && (b as { installmentsRequestable?: boolean }).installmentsRequestable,
    )!;
    const options = (await get(`/Erp/v1/invoices/${overdue.id}/installment-options`)).json()
      .getInstallmentOptionsResponse;
    expect(options).toMatchObject({
      invoiceId: overdue.id,
      eligible: true,
      reasons: [],
      amount: overdue.amountToPay,
    });
    expect(options.case.source.length).toBeGreaterThan(20);
    expect(options.minInstallments).toBeGreaterThanOrEqual(2);

    // Outside the window (the long overdue bill): why not.
    const insolvent = all.find(
      (b) =>
        b.paymentLevel === 'Scaduta' && !(b as { installmentsRequestable?: boolean }).installmentsRequestable,
    )!;
    const no = (await get(`/Erp/v1/invoices/${insolvent.id}/installment-options`)).json()
      .getInstallmentOptionsResponse;
    expect(no).toMatchObject({ eligible: false, case: null });
    expect(no.reasons.join(' ')).toMatch(/10 giorni dopo la scadenza/);
    expect((await get('/Erp/v1/invoices/99999999/installment-options')).statusCode).toBe(404);

    const contractKey = 'CTR-AST0001001-01';
    const post = (n: number) =>
      t().request('POST', '/Erp/v1/requests/installments', {
        session,
        body: { installmentsRequest: { invoiceId: overdue.id, contractKey, numberOfInstallments: n } },
      });
    if (options.maxInstallments < 12) expect((await post(12)).statusCode).toBe(400);
    const filed = await post(options.minInstallments);
    expect(filed.statusCode).toBe(201);
    const row = await t()
      .db.selectFrom('customer_requests')
      .select('payload')
      .where('invoice_id', '=', overdue.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const payload = row.payload as { case: string; plan: { amount: string }[]; planTotal: string };
    expect(payload.case).toBe(options.case.code);
    expect(payload.plan).toHaveLength(options.minInstallments);
    const cents = payload.plan.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0);
    expect(cents).toBe(Math.round(Number(payload.planTotal) * 100));
  });

  it('explains a bill against the previous one and the same period last year; the parts add up', async () => {
    const all = await bills();
    const monthly = all.find((b) => b.paymentLevel === 'DaPagare' && b.documentAvailable)!;
    const answer = (await get(`/Erp/v1/invoices/${monthly.id}/explanation`)).json()
      .getInvoiceExplanationResponse;
    expect(answer.comparisons.map((c: { against: string }) => c.against)).toEqual(['previous', 'lastYear']);
    for (const c of answer.comparisons as {
      difference: string;
      parts: { amount: string; text: string }[];
      other: { totalAmount: string };
      readings: { text: string };
    }[]) {
      const sum = c.parts.reduce((t, p) => t + Math.round(Number(p.amount) * 100), 0);
      expect(sum).toBe(Math.round(Number(c.difference) * 100));
      const total = (await get(`/Erp/v1/invoices/${monthly.id}`)).json().getInvoiceResponse.totalAmount;
      expect(Math.round(Number(c.difference) * 100)).toBe(
        Math.round(Number(total) * 100) - Math.round(Number(c.other.totalAmount) * 100),
      );
      expect(c.readings.text.length).toBeGreaterThan(10);
    }
    expect((await get('/Erp/v1/invoices/99999999/explanation')).statusCode).toBe(404);
  });
});
