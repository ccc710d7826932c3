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
});
