import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { SERVER_ROOT } from '../src/paths';
import { createIntegrationToken, DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { storedZip } from './fixtures/fatturapa/zip';
import { useTestApp } from './helper';

/**
 * Bills from FatturaPA through the integration API (`POST …/invoices`, scope import): an ordinary
 * bill, a credit note, a bill with its PDF, a signed .p7m, a zip of many, the same document twice,
 * and what is refused (malformed, not FatturaPA, unknown customer or supply) with its Italian
 * reason; each imported bill then lists, opens, prints and is owed in the portal like a seeded one.
 */
const DIR = join(SERVER_ROOT, 'test/fixtures/fatturapa');
const sample = (name: string) => readFileSync(join(DIR, name));
const PATH = `${INTEGRATION_BASE}/invoices`;

describe('POST …/integration/v1/invoices (FatturaPA)', () => {
  const t = useTestApp();

  const post = (payload: Buffer | string, contentType = 'application/xml', token = DEMO_INTEGRATION_TOKEN) =>
    t().app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  async function invoicesOf(username: string) {
    const session = await t().login(username);
    const res = await t().request('GET', '/Erp/v1/invoices', { session, query: { take: '50' } });
    expect(res.statusCode).toBe(200);
    return { session, list: res.json().getInvoicesResponse };
  }

  it('imports an ordinary bill: the customer by fiscal code, the supply by POD, sections, VAT, due date', async () => {
    const before = await invoicesOf('demo.ast');
    const res = await post(sample('IT07654320584_FE0001.xml'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 1, unchanged: 0, refused: 0 });
    expect(body.documents).toEqual([
      {
        file: 'documento',
        status: 'imported',
        bills: [
          expect.objectContaining({
            number: 'FE-2026-0001',
            issueDate: '2026-11-10',
            documentType: 'TD01',
            outcome: 'created',
            key: 'FE-2026-0001',
          }),
        ],
      },
    ]);
    const id = body.documents[0].bills[0].invoiceId as number;

    // In the customer's list and detail exactly like a seeded bill.
    const { session, list } = await invoicesOf('demo.ast');
    const bill = list.invoices.find((i: { id: number }) => i.id === id);
    expect(bill).toMatchObject({
      key: 'FE-2026-0001',
      invoiceTypeCode: 1,
      invoiceTypeDescription: 'Bolletta',
      issueDate: '2026-11-10',
      dueDate: '2026-11-30',
      periodStart: '2026-09-01',
      periodEnd: '2026-10-31',
      totalAmount: '167.49',
      consumption: '540.000',
      consumptionUnit: 'kWh',
      commodity: 'luce',
      documentAvailable: true,
      paidDate: null,
    });
    expect(Number(list.outstandingAmount)).toBeCloseTo(Number(before.list.outstandingAmount) + 167.49, 2);
    const supply = await t()
      .db.selectFrom('supplies')
      .select(['id', 'pod_pdr'])
      .where('id', '=', bill.supplyId)
      .executeTakeFirstOrThrow();
    expect(supply.pod_pdr).toBe('IT001E10007919');

    const detail = await t().request('GET', `/Erp/v1/invoices/${id}/detail`, { session });
    expect(detail.statusCode).toBe(200);
    const sections = detail.json().getInvoiceDetailResponse.sections as {
      code: string;
      amount: string;
      lines: { description: string }[];
    }[];
    expect(sections.map((s) => [s.code, s.amount])).toEqual([
      ['energia', '88.54'],
      ['trasporto', '18.90'],
      ['oneri', '16.20'],
      ['imposte', '25.85'],
      ['altro', '18.00'],
    ]);
    expect(sections.find((s) => s.code === 'imposte')!.lines.map((l) => l.description)).toContain('IVA 10%');

    // Its PDF is the portal's own (no attachment in the document).
    const doc = await t().request('GET', '/Erp/v1/documents', {
      session,
      query: { archiviationKey: bill.archiviationKey, documentType: 'Invoice' },
    });
    expect(doc.statusCode, doc.body).toBe(200);
    const pdf = Buffer.from(doc.json().getDocumentsResponse.data as string, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const source = await t()
      .db.selectFrom('invoice_sources')
      .selectAll()
      .where('invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(source).toMatchObject({
      emitter_vat: 'IT07654320584',
      document_type: 'TD01',
      payment_terms: 'TP02',
      payment_method: 'MP05',
      token_name: 'demo',
    });
  });

  it('the same document twice is one bill (unchanged); another one under its number is refused', async () => {
    const again = await post(sample('IT07654320584_FE0001.xml'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, unchanged: 1 });
    expect(again.json().documents[0].bills[0].outcome).toBe('unchanged');
    const rows = await t().db.selectFrom('invoices').select('id').where('key', '=', 'FE-2026-0001').execute();
    expect(rows).toHaveLength(1);

    const changed = sample('IT07654320584_FE0001.xml')
      .toString()
      .replace('<ImportoTotaleDocumento>167.49', '<ImportoTotaleDocumento>167.50');
    const res = await post(changed);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'already_imported_different' });
    expect(res.json().error.message).toMatch(/già stata importata con un contenuto diverso/);
  });

  it('a credit note (TD04) is a "Nota di credito" with negative amounts that reduces what is owed, never to pay', async () => {
    const before = await invoicesOf('demo.ast');
    const res = await post(sample('IT07654320584_NC0001.xml'));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().documents[0].bills[0].invoiceId as number;
    const { list } = await invoicesOf('demo.ast');
    const note = list.invoices.find((i: { id: number }) => i.id === id);
    expect(note).toMatchObject({
      invoiceTypeCode: 4,
      invoiceTypeDescription: 'Nota di credito',
      totalAmount: '-15.95',
      amountToPay: '0.00',
      paymentLevel: 'Pagata',
      installmentsRequestable: false,
    });
    expect(Number(list.outstandingAmount)).toBeCloseTo(Number(before.list.outstandingAmount) - 15.95, 2);
    // Not an insolvency, whatever its date.
    const session = await t().login('demo.ast');
    const insolvencies = await t().request('GET', '/Erp/v1/insolvencies', { session });
    expect(JSON.stringify(insolvencies.json())).not.toContain('NC-2026-0001');
  });

  it('a bill with its PDF in Allegati downloads that PDF byte for byte', async () => {
    const res = await post(sample('IT07654320584_FE0002.xml'));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().documents[0].bills[0].invoiceId as number;
    const { session, list } = await invoicesOf('demo.ast');
    const bill = list.invoices.find((i: { id: number }) => i.id === id);
    expect(bill).toMatchObject({
      commodity: 'gas',
      totalAmount: '83.59',
      consumptionUnit: 'Smc',
      dueDate: '2026-12-02',
    });
    const doc = await t().request('GET', '/Erp/v1/documents', {
      session,
      query: { archiviationKey: bill.archiviationKey, documentType: 'Invoice' },
    });
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().getDocumentsResponse).toMatchObject({
      fileName: 'bolletta-FE-2026-0002.pdf',
      contentType: 'application/pdf',
    });
    const original = Buffer.from(
      /<Attachment>([^<]+)<\/Attachment>/.exec(sample('IT07654320584_FE0002.xml').toString())![1]!,
      'base64',
    );
    expect(Buffer.from(doc.json().getDocumentsResponse.data as string, 'base64').equals(original)).toBe(true);
  });

  it('a signed .p7m (DER, and base64) is imported from the XML it signs', async () => {
    const der = sample('IT07654320584_FE0003.xml.p7m');
    const res = await post(der, 'application/pkcs7-mime');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().documents[0].bills[0]).toMatchObject({ number: 'FE-2026-0003', outcome: 'created' });
    const b64 = await post(der.toString('base64'), 'application/pkcs7-mime');
    expect(b64.statusCode, b64.body).toBe(200);
    expect(b64.json().documents[0].bills[0]).toMatchObject({ number: 'FE-2026-0003', outcome: 'unchanged' });
  });

  it('refuses a malformed or unknown document with a 422 in Italian, changing nothing', async () => {
    const count = async () =>
      (
        await t()
          .db.selectFrom('invoices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const n = await count();
    const cases: [Buffer | string, string, RegExp][] = [
      [sample('malformed.xml'), 'malformed_xml', /^XML non valido alla riga \d+/],
      ['<Ordine><Numero>1</Numero></Ordine>', 'not_fatturapa', /non è una fattura elettronica FatturaPA/],
      [
        sample('IT07654320584_FE0099-cliente-sconosciuto.xml'),
        'unknown_customer',
        /^Cliente sconosciuto: nessun cliente con codice fiscale VRDLGU70A01F205X del marchio AST\.$/,
      ],
      [
        sample('IT07654320584_FE0001.xml')
          .toString()
          .replaceAll('IT001E10007919', 'IT001E99999999')
          .replace('FE-2026-0001', 'FE-2026-0050'),
        'unknown_supply',
        /^Fornitura sconosciuta: IT001E99999999 non è una fornitura del cliente Mario Rossi/,
      ],
      [
        sample('IT07654320584_FE0001.xml')
          .toString()
          .replaceAll('<AltriDatiGestionali>', '<!--')
          .replaceAll('</AltriDatiGestionali>', '-->')
          .replaceAll(' - POD IT001E10007919', ''),
        'unknown_supply',
        /^Fornitura sconosciuta: nessun POD o PDR nelle linee/,
      ],
      [
        sample('IT07654320584_FE0001.xml').toString().replace('<TipoDocumento>TD01', '<TipoDocumento>TD17'),
        'unsupported_document_type',
        /^Tipo documento TD17 non gestito/,
      ],
      ['', 'empty_body', /Il corpo è vuoto/],
    ];
    for (const [payload, code, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(422);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await count()).toBe(n);
  });

  it('a zip answers each document apart: imported, unchanged, refused', async () => {
    const second = sample('IT07654320584_FE0001.xml')
      .toString()
      .replace('<Numero>FE-2026-0001', '<Numero>FE-2026-0010')
      .replace('<Data>2026-11-10', '<Data>2026-11-20');
    const zip = storedZip([
      { name: 'IT07654320584_FE0010.xml', content: second },
      { name: 'IT07654320584_FE0001.xml', content: sample('IT07654320584_FE0001.xml') },
      { name: 'malformed.xml', content: sample('malformed.xml') },
      { name: 'IT07654320584_FE0099.xml', content: sample('IT07654320584_FE0099-cliente-sconosciuto.xml') },
      { name: 'firmate/IT07654320584_FE0003.xml.p7m', content: sample('IT07654320584_FE0003.xml.p7m') },
    ]);
    const res = await post(zip, 'application/zip');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 1, unchanged: 2, refused: 2 });
    expect(
      body.documents.map(
        (d: { file: string; status: string; bills: { outcome: string }[]; error?: { code: string } }) => [
          d.file,
          d.status,
          d.bills.map((b) => b.outcome).join() || d.error!.code,
        ],
      ),
    ).toEqual([
      ['IT07654320584_FE0010.xml', 'imported', 'created'],
      ['IT07654320584_FE0001.xml', 'imported', 'unchanged'],
      ['malformed.xml', 'refused', 'malformed_xml'],
      ['IT07654320584_FE0099.xml', 'refused', 'unknown_customer'],
      ['firmate/IT07654320584_FE0003.xml.p7m', 'imported', 'unchanged'],
    ]);
  });

  it('one document with two bills (two FatturaElettronicaBody) is two bills', async () => {
    const xml = sample('IT07654320584_FE0001.xml').toString();
    const body = /<FatturaElettronicaBody>[\s\S]*<\/FatturaElettronicaBody>/.exec(xml)![0];
    const two = xml.replace(
      body,
      body.replace('FE-2026-0001', 'FE-2026-0020') + '\n' + body.replace('FE-2026-0001', 'FE-2026-0021'),
    );
    const res = await post(two);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().documents[0].bills.map((b: { number: string }) => b.number)).toEqual([
      'FE-2026-0020',
      'FE-2026-0021',
    ]);
  });

  it('takes each declared media type; another Content-Type is a 415 in Italian, a body past 100 MB a 413', async () => {
    const der = sample('IT07654320584_FE0003.xml.p7m');
    for (const type of ['application/octet-stream', 'application/x-pkcs7-mime']) {
      const res = await post(der, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect(res.json().documents[0].bills[0]).toMatchObject({ number: 'FE-2026-0003' });
    }
    const xml = sample('IT07654320584_FE0001.xml');
    const again = await post(xml, 'text/xml; charset=utf-8');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ unchanged: 1 });

    for (const [payload, type] of [
      [xml, 'text/plain'],
      [xml, 'image/png'],
      ['{"fattura": 1}', 'application/json'],
    ] as const) {
      const res = await post(payload, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
      expect(res.json().error.code).toBe('validation_error');
      expect(res.json().error.message).toMatch(/^Formato della richiesta non supportato/);
    }
    const big = await post(Buffer.alloc(100 * 1024 * 1024 + 1, 0x20), 'application/zip');
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().error.message).toBe('File troppo grande (oltre 100 MB)');
  });

  it('the OpenAPI document lists the media types it consumes', async () => {
    const res = await t().request('GET', `${INTEGRATION_BASE}/docs/json`);
    const operation = res.json().paths[PATH].post;
    expect(Object.keys(operation.requestBody.content).sort()).toEqual(
      [
        'application/octet-stream',
        'application/pkcs7-mime',
        'application/x-pkcs7-mime',
        'application/x-zip-compressed',
        'application/xml',
        'application/zip',
        'text/xml',
      ].sort(),
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['413', '415', '422']));
  });

  it('without a token 401; a token without the import scope 403', async () => {
    const none = await t().app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/xml' },
      payload: sample('IT07654320584_FE0001.xml'),
    });
    expect(none.statusCode).toBe(401);
    const created = await createIntegrationToken(t().db, 'solo-prezzi', ['prices']);
    if (!('token' in created)) throw new Error(created.refused);
    const res = await post(sample('IT07654320584_FE0001.xml'), 'application/xml', created.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/ambito «import»/);
  });
});
