import { beforeAll, describe, expect, it } from 'vitest';
import { todayInItaly } from '../src/services/erp/rules';
import { useTestApp } from './helper';

const G = (path: string) => `/services/rest/portalapi${path}`;

describe('Erp billing: contracts, supplies, invoices, instalments, payments, documents', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });
  const get = (path: string, query?: Record<string, string>) => t().request('GET', path, { session, query });

  it('lists contracts with paging and details one by id and by key', async () => {
    const list = (await get('/Erp/v1/contracts', { activeOnly: 'true' })).json().getContractsResponse;
    expect(list.total).toBe(1);
    const c = list.contracts[0];
    expect(c).toMatchObject({
      key: 'CTR-AST0001001-01',
      supplyCount: 3,
      bollettaclick: true,
      banking: { paymentMethod: 'SDD' },
    });
    expect((await get(`/Erp/v1/contracts/${c.id}`)).json().getContractResponse.key).toBe(c.key);
    expect(
      (await get(`/Erp/v1/contracts/${c.key}`, { useExtKey: 'true' })).json().getContractResponse.id,
    ).toBe(c.id);
    expect((await get('/Erp/v1/contracts/abc')).statusCode).toBe(400);
    expect((await get('/Erp/v1/contracts/999999')).statusCode).toBe(404);
    const can = (await get('/Erp/v1/contracts/bollettaclick-can-change', { contractKey: c.key })).json()
      .bollettaclickCanChangeResponse;
    expect(can).toMatchObject({ canChange: true, active: true });
    const maintenance = (await get('/Erp/v1/contracts/maintenance')).json().getMaintenanceContractsResponse;
    expect(maintenance.maintenanceContracts.map((m: { status: string }) => m.status)).toEqual([
      'Attivo',
      'Cessato',
    ]);
  });

  it('details a supply with its hourly offer and technical data; renames it, validated', async () => {
    const s = (
      await get('/Erp/v1/supplies/AST0001001-01', { useExtKey: 'true', includeTechnicalData: 'true' })
    ).json().getSupplyResponse;
    expect(s).toMatchObject({
      hourly: true,
      offer: { priceType: 'Orario' },
      technicalData: { fullCapacityStartDate: '2020-06-01' },
    });
    const gas = (await get('/Erp/v1/supplies/AST0001001-02', { useExtKey: 'true' })).json().getSupplyResponse;
    expect(gas.hourly).toBe(false);
    expect(gas.technicalData).toBeUndefined();

    const bad = await t().request('PUT', '/Erp/v1/supplies', {
      session,
      body: { updateSupplyRequest: { id: s.id, nickname: '<script>' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/solo lettere/);
    const ok = await t().request('PUT', '/Erp/v1/supplies', {
      session,
      body: { updateSupplyRequest: { id: s.id, nickname: '  Casa in città ' } },
    });
    expect(ok.json().updateSupplyResponse.nickname).toBe('Casa in città');
    expect((await get(`/Erp/v1/supplies/${s.id}`)).json().getSupplyResponse.nickname).toBe('Casa in città');

    const offer = (await get('/Erp/v1/offers/AST-LUCE-ORARIA', { useExtKey: 'true' })).json()
      .getOfferResponse;
    expect(offer.priceType).toBe('Orario');
    expect((await get('/Erp/v1/offers/SGR-LUCE-FISSA', { useExtKey: 'true' })).statusCode).toBe(404);
  });

  it('lists invoices 5 at a time, newest first, with outstanding filter and Asc order', async () => {
    const page = (await get('/Erp/v1/invoices')).json().getInvoicesResponse;
    expect(page.invoices).toHaveLength(5);
    expect(page.total).toBeGreaterThan(40);
    const dates = page.invoices.map((i: { issueDate: string }) => i.issueDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const asc = (await get('/Erp/v1/invoices', { orderBy: 'Asc', pagingTake: '3' })).json()
      .getInvoicesResponse.invoices;
    expect(asc[0].issueDate <= asc[2].issueDate).toBe(true);
    const outstanding = (await get('/Erp/v1/invoices', { outstandingOnly: 'true', pagingTake: '100' })).json()
      .getInvoicesResponse;
    const levels = outstanding.invoices.map((i: { paymentLevel: string }) => i.paymentLevel).sort();
    expect(levels).toEqual(['DaPagare', 'DaPagare', 'Rateizzata', 'Scaduta', 'Scaduta']);
    expect(Number(outstanding.outstandingAmount)).toBeGreaterThan(0);
    expect(outstanding.total).toBe(5);
    // Every page carries the same total, also one past the end.
    const later = (await get('/Erp/v1/invoices', { pagingTake: '5', pagingSkip: '5' })).json()
      .getInvoicesResponse;
    expect(later.total).toBe(page.total);
    expect(later.invoices[0].id).not.toBe(page.invoices[0].id);
    const beyond = (await get('/Erp/v1/invoices', { pagingSkip: '1000' })).json().getInvoicesResponse;
    expect([beyond.invoices.length, beyond.total]).toEqual([0, page.total]);
    // What the customer owes does not depend on the page or its filters.
    expect(beyond.outstandingAmount).toBe(outstanding.outstandingAmount);
    expect(page.outstandingAmount).toBe(outstanding.outstandingAmount);
    const none = (await get('/Erp/v1/invoices', { outstandingOnly: 'true', typeCodes: '999' })).json()
      .getInvoicesResponse;
    expect([none.invoices.length, none.total]).toEqual([0, 0]);
    expect((await get('/Erp/v1/invoices', { orderBy: 'sideways' })).json().error.message).toBe(
      'Ordinamento non valido (Asc o Desc)',
    );
    const multi = (await get('/Erp/v1/invoices', { typeCodes: '9' })).json().getInvoicesResponse.invoices;
    expect(multi).toHaveLength(1);
    expect(multi[0].supplyId).toBeNull();
  });

  it('details an invoice with Bolletta 2.0 sections that add up to the total', async () => {
    const [inv] = (await get('/Erp/v1/invoices', { typeCodes: '9' })).json().getInvoicesResponse.invoices;
    const detail = (await get(`/Erp/v1/invoices/${inv.id}/detail`)).json().getInvoiceDetailResponse;
    expect(detail.sections.map((s: { code: string }) => s.code)).toEqual([
      'energia',
      'trasporto',
      'oneri',
      'imposte',
      'altro',
    ]);
    expect(detail.total).toBe(inv.totalAmount);
    const pods = new Set(
      detail.sections.flatMap((s: { lines: { podPdr: string }[] }) => s.lines.map((l) => l.podPdr)),
    );
    expect(pods.size).toBe(3);
  });

  it('shows instalments in each status and the insolvencies', async () => {
    const outstanding = (await get('/Erp/v1/invoices', { outstandingOnly: 'true', pagingTake: '100' })).json()
      .getInvoicesResponse.invoices;
    const rated = outstanding.find((i: { paymentLevel: string }) => i.paymentLevel === 'Rateizzata');
    const inst = (await get('/Erp/v1/installments', { invoiceId: String(rated.id) })).json()
      .getInstallmentsResponse.installments;
    expect(inst.map((i: { status: number }) => i.status)).toEqual([2, 0, 1]);
    expect(rated.amountToPay).toBe((Number(inst[1].amount) + Number(inst[2].amount)).toFixed(2));
    // The list brings each invoice's instalments exactly as the detail does (amounts as exact text).
    const detail = (await get(`/Erp/v1/invoices/${rated.id}`)).json().getInvoiceResponse;
    expect(rated.installments).toEqual(detail.installments);
    // By its printed number too (useExtKey); a number is not an id without it.
    const byKey = (
      await get(`/Erp/v1/invoices/${encodeURIComponent(rated.key)}`, { useExtKey: 'true' })
    ).json().getInvoiceResponse;
    expect(byKey).toEqual(detail);
    expect((await get(`/Erp/v1/invoices/${encodeURIComponent(rated.key)}`)).statusCode).toBe(400);
    expect((await get('/Erp/v1/invoices/NON-ESISTE', { useExtKey: 'true' })).statusCode).toBe(404);
    expect(rated.installments).toEqual(inst);
    expect(typeof rated.installments[0].amount).toBe('string');
    expect((await get('/Erp/v1/installments')).statusCode).toBe(400);
    const ins = (await get('/Erp/v1/insolvencies')).json().getInsolvenciesResponse;
    expect(ins.insolvencies.length).toBe(3);
    expect(ins.insolvencies.some((i: { installmentId: number | null }) => i.installmentId !== null)).toBe(
      true,
    );
  });

  it('pays an invoice through the sandbox gateway exactly once, whatever the retries', async () => {
    const outstanding = (await get('/Erp/v1/invoices', { outstandingOnly: 'true', pagingTake: '100' })).json()
      .getInvoicesResponse.invoices;
    const inv = outstanding.find(
      (i: { paymentLevel: string; commodity: string }) =>
        i.paymentLevel === 'DaPagare' && i.commodity === 'luce',
    );
    const pay = (total: string, amount = total) =>
      t().request('POST', '/Erp/v1/payments', {
        session,
        body: {
          createPaymentRequest: {
            gatewayId: 1,
            payKind: 'Invoices',
            totalAmount: total,
            items: { item: [{ invoiceId: inv.id, amount }] },
          },
        },
      });
    const wrong = await pay('1.00');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/non corrisponde/);
    const wrongKind = await t().request('POST', '/Erp/v1/payments', {
      session,
      body: {
        createPaymentRequest: {
          payKind: 'Installments',
          totalAmount: inv.amountToPay,
          items: { item: [{ invoiceId: inv.id, amount: inv.amountToPay }] },
        },
      },
    });
    expect(wrongKind.statusCode).toBe(400);
    const badReturn = await t().request('POST', '/Erp/v1/payments', {
      session,
      body: {
        createPaymentRequest: {
          payKind: 'Invoices',
          totalAmount: inv.amountToPay,
          okUrl: 'https://evil.example/x',
          items: { item: [{ invoiceId: inv.id, amount: inv.amountToPay }] },
        },
      },
    });
    expect(badReturn.statusCode).toBe(400);

    const created = await pay(inv.amountToPay);
    expect(created.statusCode).toBe(201);
    const payment = created.json().createPaymentResponse;
    expect(payment.id).toBeGreaterThan(0);
    expect(payment).toMatchObject({ status: 'Creato', payKind: 'Invoices', totalAmount: inv.amountToPay });
    // A second payment of the same invoice may be created (the customer may retry)…
    const second = (await pay(inv.amountToPay)).json().createPaymentResponse;

    const page = await t().app.inject({ method: 'GET', url: payment.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(inv.key);
    expect(page.body).toContain('Annulla');

    const paid = await t().app.inject({
      method: 'POST',
      url: `${payment.redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/invoice/${inv.id}/payment_ok?paymentId=${payment.id}`);
    // Repeated confirmations and a late cancel change nothing and still lead to the ok path.
    const again = await t().app.inject({ method: 'POST', url: `${payment.redirectUrl}/pay` });
    expect(again.headers.location).toBe(paid.headers.location);
    const cancel = await t().app.inject({ method: 'POST', url: `${payment.redirectUrl}/cancel` });
    expect(cancel.headers.location).toBe(paid.headers.location);

    const after = (await get(`/Erp/v1/invoices/${inv.id}`)).json().getInvoiceResponse;
    expect(after).toMatchObject({ paymentLevel: 'Pagata', amountToPay: '0.00', paidDate: todayInItaly() });
    // …but paying the first closed it, so the gateway charges nothing twice.
    const refused = await t().app.inject({ method: 'POST', url: `${second.redirectUrl}/pay` });
    expect(refused.headers.location).toBe(`/invoice/${inv.id}/payment_ko?paymentId=${second.id}`);
    expect((await get(`/Erp/v1/payments/${second.id}`)).json().getPaymentResponse.status).toBe('Annullato');
    expect((await pay(inv.amountToPay)).statusCode).toBe(409);

    const outcome = await t().request('PUT', '/Erp/v1/payments', {
      session,
      body: { updatePaymentRequest: { id: payment.id, userOutcome: 'OK' } },
    });
    expect(outcome.json().updatePaymentResponse).toMatchObject({ status: 'Pagato', userOutcome: 'OK' });
    expect(
      (
        await t().request('PUT', '/Erp/v1/payments', {
          session,
          body: { updatePaymentRequest: { id: payment.id, userOutcome: 'MAYBE' } },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('pays instalments: the invoice is paid when its last instalment is', async () => {
    const outstanding = (await get('/Erp/v1/invoices', { outstandingOnly: 'true', pagingTake: '100' })).json()
      .getInvoicesResponse.invoices;
    const rated = outstanding.find((i: { paymentLevel: string }) => i.paymentLevel === 'Rateizzata');
    const open = rated.installments.filter((i: { toBePaid: boolean }) => i.toBePaid);
    const total = open.reduce(
      (s: number, i: { amount: string }) => s + Math.round(Number(i.amount) * 100),
      0,
    );
    const created = await t().request('POST', '/Erp/v1/payments', {
      session,
      body: {
        createPaymentRequest: {
          payKind: 'Installments',
          totalAmount: (total / 100).toFixed(2),
          okUrl: '/invoice/{invoiceId}/payment_ok?p={paymentId}',
          items: {
            item: open.map((i: { id: number; amount: string }) => ({
              installmentId: i.id,
              amount: i.amount,
            })),
          },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const p = created.json().createPaymentResponse;
    const paid = await t().app.inject({ method: 'POST', url: `${p.redirectUrl}/pay` });
    expect(paid.headers.location).toBe(`/invoice/${rated.id}/payment_ok?p=${p.id}`);
    const after = (await get(`/Erp/v1/invoices/${rated.id}`)).json().getInvoiceResponse;
    expect(after.paymentLevel).toBe('Pagata');
    expect(after.installments.every((i: { toBePaid: boolean }) => !i.toBePaid)).toBe(true);
  });

  it('cancelling on the gateway leads to the ko path and leaves the invoice unpaid', async () => {
    const outstanding = (await get('/Erp/v1/invoices', { outstandingOnly: 'true', pagingTake: '100' })).json()
      .getInvoicesResponse.invoices;
    const inv = outstanding.find((i: { paymentLevel: string }) => i.paymentLevel === 'Scaduta');
    const p = (
      await t().request('POST', '/Erp/v1/payments', {
        session,
        body: {
          createPaymentRequest: {
            payKind: 'Invoices',
            totalAmount: inv.amountToPay,
            items: { item: [{ invoiceId: inv.id, amount: inv.amountToPay }] },
          },
        },
      })
    ).json().createPaymentResponse;
    const cancelled = await t().app.inject({ method: 'POST', url: `${p.redirectUrl}/cancel` });
    expect(cancelled.headers.location).toBe(`/invoice/${inv.id}/payment_ko?paymentId=${p.id}`);
    expect((await get(`/Erp/v1/payments/${p.id}`)).json().getPaymentResponse.status).toBe('Annullato');
    expect((await get(`/Erp/v1/invoices/${inv.id}`)).json().getInvoiceResponse.paymentLevel).toBe('Scaduta');
    expect(
      (await t().app.inject({ method: 'GET', url: G('/Erp/v1/payments/gateway/unknown-token-aaaaaaaaaaaa') }))
        .statusCode,
    ).toBe(404);
  });

  it('downloads the invoice PDF by key and by id, and says when it is still being printed', async () => {
    const [inv] = (await get('/Erp/v1/invoices', { pagingTake: '1', pagingSkip: '3' })).json()
      .getInvoicesResponse.invoices;
    const byKey = await get('/Erp/v1/documents', {
      archiviationKey: inv.archiviationKey,
      documentType: 'Invoice',
    });
    expect(byKey.statusCode).toBe(200);
    const doc = byKey.json().getDocumentsResponse;
    expect(doc.contentType).toBe('application/pdf');
    const pdf = Buffer.from(doc.data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);
    console.log(`invoice PDF: ${pdf.length} bytes`);
    expect((await get(`/Erp/v1/documents/${doc.id}`)).json().getDocumentResponse.data).toBe(doc.data);
    expect((await get(`/Erp/v1/documents/${doc.id}/exists`)).json().documentExistsResponse.exists).toBe(true);

    const printing = await t()
      .db.selectFrom('documents')
      .selectAll()
      .where('status', '=', 'printing')
      .executeTakeFirstOrThrow();
    const exists = (await get(`/Erp/v1/documents/${printing.id}/exists`)).json().documentExistsResponse;
    expect(exists).toMatchObject({
      exists: false,
      message: 'Documento in fase di stampa o non disponibile, riprovare più tardi',
    });
    const notReady = await get(`/Erp/v1/documents/${printing.id}`);
    expect(notReady.statusCode).toBe(404);
    expect(notReady.json().error).toMatchObject({
      code: 'document_not_ready',
      message: 'Documento in fase di stampa o non disponibile, riprovare più tardi',
    });
    expect((await get('/Erp/v1/documents', { archiviationKey: 'DOC-NOPE' })).statusCode).toBe(404);
    expect((await get('/Erp/v1/documents')).statusCode).toBe(400);
  });

  it('downloads the CSV detail of the multi-POD invoice', async () => {
    const [inv] = (await get('/Erp/v1/invoices', { typeCodes: '9' })).json().getInvoicesResponse.invoices;
    const csv = (await get('/Erp/v1/documents', { archiviationKey: `${inv.archiviationKey}-CSV` })).json()
      .getDocumentsResponse;
    expect(csv.contentType).toBe('text/csv');
    const text = Buffer.from(csv.data, 'base64').toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFBolletta;POD/PDR;Sezione;Voce;Quantità;Unità;Prezzo unitario;Importo (€)',
    );
    expect(text).toContain('IT001E');
  });
});
