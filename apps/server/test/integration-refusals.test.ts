import { describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { useTestApp } from './helper';

/**
 * Every operation of the integration API answers bad input with a 4xx and the Italian error body
 * (`{ error: { code, message } }`), never a 500: malformed JSON, bodies that are not objects, wrong
 * types, oversized values and lists, unknown fields, bad path and query values, wrong media types
 * and bytes that are not what they claim. The same bad call twice is the same answer.
 */
const auth = { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` };
const B = INTEGRATION_BASE;
/** What zod or Fastify say when nobody put it in Italian. */
const ENGLISH = /\b(invalid|expected|required|unrecognized|received|must|should|unexpected|body)\b/i;

type Case = {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The status wanted, when one is; otherwise any 4xx. */
  status?: number;
};

const good = {
  payment: {
    reference: 'CRO-REFUSALS-1',
    invoiceNumber: 'NESSUNA',
    amount: 10,
    paidOn: '2026-01-10',
    channel: 'bonifico',
  },
  message: { customerCodes: ['AST0001001'], subject: 'Oggetto', message: 'Testo' },
  proposal: { customerCodes: ['AST0001001'], title: 'Titolo', description: 'Descrizione' },
  state: { state: 'in_progress', message: 'Presa in carico' },
};

/** The bad bodies every JSON operation must refuse, around its good body. */
function jsonCases(name: string, url: string, body: Record<string, unknown>): Case[] {
  const post = (what: string, payload: unknown, status?: number, contentType = 'application/json'): Case => ({
    name: `${name}: ${what}`,
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    contentType,
    status,
  });
  return [
    post('malformed JSON', '{"a": ', 400),
    post('truncated JSON', JSON.stringify(body).slice(0, -1), 400),
    post('empty body', '', 400),
    post('an array', '[]', 400),
    post('a string', '"testo"', 400),
    post('null', 'null', 400),
    post('a number', '42', 400),
    post('__proto__', `{"__proto__": {"admin": true}, ${JSON.stringify(body).slice(1)}`, 400),
    post('an unknown field', { ...body, sconosciuto: 1 }, 400),
    post('a field null', Object.fromEntries(Object.keys(body).map((k) => [k, null])), 400),
    post('each field a number', Object.fromEntries(Object.keys(body).map((k) => [k, 42])), 400),
    post('each field an object', Object.fromEntries(Object.keys(body).map((k) => [k, { a: 1 }])), 400),
    post('a NUL character', JSON.stringify(body).replace(/:"[^"]*"/, ':"x\\u0000y"'), 400),
    post('a body past 1 MB', { ...body, riempitivo: 'x'.repeat(1_100_000) }, 413),
    // Fastify reads text/plain as a string: refused by the body's schema (400), in Italian.
    post('text/plain', JSON.stringify(body), undefined, 'text/plain'),
    post('an unknown media type', JSON.stringify(body), 415, 'application/x-sconosciuto'),
  ];
}

const codes = (n: number) => Array.from({ length: n }, (_, i) => `AST${String(i).padStart(7, '0')}`);
const long = (n: number) => 'x'.repeat(n);

const cases: Case[] = [
  ...jsonCases('payments', `${B}/payments`, { payments: [good.payment] }),
  ...[
    ['payments not a list', { payments: 'tutti' }],
    ['no payments', { payments: [] }],
    ['1,001 payments', { payments: Array.from({ length: 1001 }, () => good.payment) }],
    ['an item not an object', { payments: [42] }],
    ['amount as a string', { payments: [{ ...good.payment, amount: '10' }] }],
    ['amount huge', { payments: [{ ...good.payment, amount: 1e300 }] }],
    ['amount negative', { payments: [{ ...good.payment, amount: -1 }] }],
    ['amount with 3 decimals', { payments: [{ ...good.payment, amount: 1.005 }] }],
    ['reference too long', { payments: [{ ...good.payment, reference: long(81) }] }],
    ['invoice number too long', { payments: [{ ...good.payment, invoiceNumber: long(41) }] }],
    ['30 February', { payments: [{ ...good.payment, paidOn: '2026-02-30' }] }],
    ['a date of another form', { payments: [{ ...good.payment, paidOn: '10/01/2026' }] }],
    ['an unknown channel', { payments: [{ ...good.payment, channel: 'piccione' }] }],
    ['an unknown field in an item', { payments: [{ ...good.payment, sconosciuto: 1 }] }],
  ].map(([what, payload]) => ({
    name: `payments: ${what as string}`,
    method: 'POST' as const,
    url: `${B}/payments`,
    payload: JSON.stringify(payload),
    contentType: 'application/json',
    status: 400,
  })),
  ...jsonCases('messages', `${B}/messages`, good.message),
  ...[
    ['codes not a list', { ...good.message, customerCodes: 'AST0001001' }],
    ['no codes', { ...good.message, customerCodes: [] }],
    ['a code a number', { ...good.message, customerCodes: [42] }],
    ['a code with spaces inside', { ...good.message, customerCodes: ['AST 0001'] }],
    ['a code too long', { ...good.message, customerCodes: [long(41)] }],
    ['10,001 codes', { ...good.message, customerCodes: codes(10_001) }],
    ['an unknown type', { ...good.message, type: 'spam' }],
    ['subject too long', { ...good.message, subject: long(201) }],
    ['subject blank', { ...good.message, subject: '   ' }],
    ['message too long', { ...good.message, message: long(4001) }],
    ['reference too long', { ...good.message, reference: long(81) }],
  ].map(([what, payload]) => ({
    name: `messages: ${what as string}`,
    method: 'POST' as const,
    url: `${B}/messages`,
    payload: JSON.stringify(payload),
    contentType: 'application/json',
    status: 400,
  })),
  ...jsonCases('proposals', `${B}/proposals`, good.proposal),
  ...[
    ['title too long', { ...good.proposal, title: long(201) }],
    ['description too long', { ...good.proposal, description: long(4001) }],
    ['offer code too long', { ...good.proposal, offerCode: long(41) }],
    ['offer code a number', { ...good.proposal, offerCode: 42 }],
    ['a start date of another form', { ...good.proposal, startDate: 'domani' }],
    ['an end date that does not exist', { ...good.proposal, endDate: '2026-13-01' }],
    ['an end date before the start', { ...good.proposal, startDate: '2026-06-01', endDate: '2026-01-01' }],
  ].map(([what, payload]) => ({
    name: `proposals: ${what as string}`,
    method: 'POST' as const,
    url: `${B}/proposals`,
    payload: JSON.stringify(payload),
    contentType: 'application/json',
    status: 400,
  })),
  ...jsonCases('request state', `${B}/requests/1/state`, good.state),
  ...[
    ['an unknown state', '1', { state: 'chiusa' }],
    ['back to open', '1', { state: 'open' }],
    ['message too long', '1', { ...good.state, message: long(2001) }],
    ['message a number', '1', { ...good.state, message: 42 }],
  ].map(([what, id, payload]) => ({
    name: `request state: ${what as string}`,
    method: 'POST' as const,
    url: `${B}/requests/${id as string}/state`,
    payload: JSON.stringify(payload),
    contentType: 'application/json',
    status: 400,
  })),
  ...['abc', '0', '-1', '1.5', '1e3', '3000000000', '99999999999999999999', '%00'].map((id) => ({
    name: `request state: id ${id}`,
    method: 'POST' as const,
    url: `${B}/requests/${id}/state`,
    payload: JSON.stringify(good.state),
    contentType: 'application/json',
  })),
  ...[
    'after=-1',
    'after=abc',
    'after=1.5',
    'after=99999999999999999999',
    'after=1e400',
    'limit=0',
    'limit=1001',
    'limit=abc',
    'after=1&after=2',
  ].map((query) => ({
    name: `feed: ${query}`,
    method: 'GET' as const,
    url: `${B}/requests?${query}`,
    status: 400,
  })),
  ...[
    ['abc', ''],
    ['0', ''],
    ['3000000000', ''],
    ['99999999999999999999', ''],
    ['1', 'refusalsTake=0'],
    ['1', 'refusalsTake=1001'],
    ['1', 'refusalsSkip=-1'],
    ['1', 'refusalsSkip=abc'],
    ['1', 'refusalsSkip=99999999999999999999'],
  ].map(([id, query]) => ({
    name: `jobs: ${id} ${query}`,
    method: 'GET' as const,
    url: `${B}/jobs/${id}${query ? `?${query}` : ''}`,
  })),
  // The non-JSON operations: a wrong media type, bytes that are not what they claim.
  ...(
    [
      ['customers', 'application/x-ndjson'],
      ['invoices', 'application/xml'],
      ['readings', 'text/csv'],
      ['consumption', 'text/csv'],
      ['prices', 'application/xml'],
    ] as const
  ).flatMap(([path, type]) => [
    {
      name: `${path}: JSON instead`,
      method: 'POST' as const,
      url: `${B}/${path}`,
      payload: JSON.stringify({ a: 1 }),
      contentType: 'application/json',
      status: 415,
    },
    {
      name: `${path}: no content type`,
      method: 'POST' as const,
      url: `${B}/${path}`,
      payload: Buffer.from([0x00, 0x01]),
      contentType: '',
    },
    {
      name: `${path}: random bytes`,
      method: 'POST' as const,
      url: `${B}/${path}`,
      payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)),
      contentType: type,
    },
    {
      name: `${path}: a zip that is not one`,
      method: 'POST' as const,
      url: `${B}/${path}`,
      payload: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 0xff)]),
      contentType: path === 'invoices' || path === 'prices' ? 'application/zip' : type,
    },
  ]),
  {
    name: 'invoices: a .p7m that is not CMS',
    method: 'POST',
    url: `${B}/invoices`,
    payload: Buffer.from([0x30, 0x82, 0xff, 0xff, 0x06, 0x09, 0x2a, 0x86]),
    contentType: 'application/pkcs7-mime',
    status: 422,
  },
];

describe('integration API: bad input is a 4xx with the Italian error body, never a 500', () => {
  const t = useTestApp();

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const send = () =>
      t().app.inject({
        method: c.method,
        url: c.url,
        headers: {
          ...auth,
          ...(c.contentType !== undefined && c.payload !== undefined
            ? { 'content-type': c.contentType }
            : {}),
        },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
    const res = await send();
    if (c.name.includes('random bytes') || c.name.includes('a zip that is not one')) {
      // A stream of lines may answer 200 with each line refused: never a 5xx.
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode < 400) return;
    }
    if (c.status) expect(res.statusCode, res.body).toBe(c.status);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
    expect(typeof body.error.code).toBe('string');
    expect(body.error.message.length, res.body).toBeGreaterThan(0);
    expect(body.error.message, res.body).not.toMatch(ENGLISH);
    for (const message of Object.values(body.error.fields ?? {}))
      expect(message, res.body).not.toMatch(ENGLISH);
    // The same call again: the same answer.
    const again = await send();
    expect(again.statusCode).toBe(res.statusCode);
    expect(again.json()).toEqual(body);
  });
});
