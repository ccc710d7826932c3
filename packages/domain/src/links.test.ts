import { describe, expect, it } from 'vitest';
import {
  PUSH_FAILURE_EFFECTS,
  decodeSessionParam,
  expiredLinkTarget,
  invoiceCsvTarget,
  invoiceLinkTarget,
  parseDeepLink,
  parseLinkParams,
  parseQueryString,
  OPEN_INVOICE_LINK_ACTION,
  parseStoredInvoiceAction,
  parseStoredInvoiceLink,
  storeInvoiceLink,
  planPushTap,
  readPushPayload,
  resolveAppUrl,
  resolveLink,
  resolvePushRoute,
  splitUrl,
} from './links';
import { STORAGE_KEYS } from './constants';
import { MESSAGES } from './messages';

const user = { guest: false };
const guest = { guest: true };

describe('link resolution by module', () => {
  it.each([
    [
      'single invoice key',
      { module: { id: 1 }, entityKey: 'INV1' },
      user,
      { kind: 'invoice', invoiceKey: 'INV1' },
    ],
    [
      'several invoices',
      { module: { id: 1 }, entityKey: 'INV1', additionalParams: '{"contaFatture":3}' },
      user,
      { kind: 'route', name: 'invoices', query: { typeCodes: 'all' } },
    ],
    [
      'several listed invoices',
      { module: { id: '1' }, additionalParams: { listaFatture: ['A', 'B'] } },
      user,
      { kind: 'route', name: 'invoices', query: { typeCodes: 'all' } },
    ],
    [
      'no key: last listed',
      { module: { id: 1 }, additionalParams: '{"contaFatture":1,"listaFatture":"A;B"}' },
      user,
      { kind: 'invoice', invoiceKey: 'B' },
    ],
    [
      'no key, listed objects',
      { module: { id: 1 }, additionalParams: { contaFatture: '1', listaFatture: [{ key: 'K9' }] } },
      user,
      { kind: 'invoice', invoiceKey: 'K9' },
    ],
    [
      'no key, nothing listed',
      { module: { id: 1 }, additionalParams: 'not json' },
      user,
      { kind: 'route', name: 'invoices', query: { typeCodes: 'all' } },
    ],
    [
      'guest invoice needs a login',
      { module: { id: 1 }, entityKey: 'INV1' },
      guest,
      { kind: 'route', name: 'login' },
    ],
    ['guest unknown module', { module: { id: 3 } }, guest, { kind: 'route', name: 'error' }],
    [
      'message',
      { module: { id: 4 }, item: { message: { id: 77 } } },
      guest,
      { kind: 'route', name: 'message', params: { id: '77' } },
    ],
    [
      'message by key',
      { module: { id: 4 }, entityKey: 'M1' },
      user,
      { kind: 'route', name: 'message', params: { id: 'M1' } },
    ],
    ['message without id', { module: { id: 4 } }, user, { kind: 'route', name: 'messages' }],
    [
      'first access creates password',
      { module: { id: 5 }, additionalParams: '{"userId":12,"firstAccess":true}' },
      guest,
      { kind: 'route', name: 'password-create', query: { userId: '12' } },
    ],
    [
      'first access as text',
      { module: { id: 5 }, additionalParams: { firstAccess: 'true' } },
      guest,
      { kind: 'route', name: 'password-create', query: {} },
    ],
    [
      'reset password',
      { module: { id: 5 }, additionalParams: '{"userId":12,"firstAccess":false}' },
      guest,
      { kind: 'route', name: 'password-reset', query: { userId: '12' } },
    ],
    [
      'self reading',
      { module: { id: 7 }, item: { supply: { id: 5 } } },
      guest,
      { kind: 'route', name: 'supply_self_reading', params: { id: '5' } },
    ],
    ['self reading without supply', { module: { id: 7 } }, guest, { kind: 'route', name: 'error' }],
    [
      'proposal',
      { module: { id: 8 }, item: { proposal: { id: 3 } } },
      guest,
      { kind: 'route', name: 'proposal', params: { id: '3' } },
    ],
    ['proposal without id', { module: { id: 8 } }, guest, { kind: 'route', name: 'error' }],
    ['pun', { module: { id: 9 } }, guest, { kind: 'route', name: 'pun' }],
    ['unknown module', { module: { id: 2 } }, user, { kind: 'route', name: 'error' }],
    ['no module', {}, user, { kind: 'route', name: 'error' }],
  ])('%s', (_label, link, ctx, expected) => {
    expect(resolveLink(link, ctx)).toEqual(expected);
  });

  it('survey reply with full feedback back to the dashboard', () => {
    expect(
      resolveLink(
        { module: { id: 6 }, entityKey: 'WF1', additionalParams: '{"surveyKind":"nps","selectedValue":"9"}' },
        guest,
      ),
    ).toEqual({
      kind: 'survey-reply',
      entityKey: 'WF1',
      surveyKind: 'nps',
      selectedValue: '9',
      feedback: {
        isFull: true,
        title: MESSAGES.surveyReplyTitle,
        description: MESSAGES.surveyReplyText,
        button: { label: 'Torna alla dashboard', route: 'dashboard' },
      },
    });
    expect(resolveLink({ module: { id: 6 } }, user)).not.toHaveProperty('surveyKind');
  });

  it('parses additional params', () => {
    expect(parseLinkParams(null)).toEqual({});
    expect(parseLinkParams('')).toEqual({});
    expect(parseLinkParams('[1]')).toEqual({});
    expect(parseLinkParams('null')).toEqual({});
    expect(parseLinkParams({ userId: 1 })).toEqual({ userId: 1 });
  });

  it('expired link goes to login with the message', () => {
    expect(expiredLinkTarget()).toEqual({
      kind: 'route',
      name: 'login',
      message: 'Link scaduto, inserire nuovamente i dati',
    });
  });

  it.each([
    [
      { id: 1, invoiceTypeCode: 1 },
      { kind: 'route', name: 'invoices-list', query: { invoiceId: '1' } },
    ],
    [
      { id: 2, invoiceTypeCode: '31' },
      { kind: 'route', name: 'invoices-list', query: { invoiceId: '2' } },
    ],
    [
      { id: 3, key: 'K3', invoiceTypeCode: 3 },
      { kind: 'download-document', invoiceId: '3', invoiceKey: 'K3' },
    ],
    [{ id: 4 }, { kind: 'download-document', invoiceId: '4' }],
  ])('linked invoice %j', (invoice, expected) => {
    expect(invoiceLinkTarget(invoice)).toEqual(expected);
  });
});

describe('deep links', () => {
  it('1. CRM referral to anonymous graphs', () => {
    expect(parseDeepLink('?sessionId=S1&supplyKey=SK&customerKey=CK&rcrm=1')).toEqual({
      kind: 'crm-graphs',
      sessionId: 'S1',
      supplyKey: 'SK',
      customerKey: 'CK',
      store: { _referByCrm: '1' },
      to: { kind: 'route', name: 'supply-graphs-anon', params: { id: 'SK' } },
    });
    expect(parseDeepLink('sessionId=S1&supplyKey=SK&customerKey=CK&rcrm=0')).toEqual({ kind: 'none' });
  });

  it('2. link id and hash', () => {
    expect(parseDeepLink({ linkId: '10', hash: 'abc' })).toEqual({
      kind: 'link',
      linkId: '10',
      hashCode: 'abc',
    });
    expect(parseDeepLink({ linkId: '10' })).toEqual({ kind: 'none' });
  });

  it('3. invoice CSV action is stored', () => {
    const q = new Map([
      ['action', 'download_invoice_details_csv'],
      ['company', 'AST'],
      ['invoiceKey', 'K1'],
    ]);
    const r = parseDeepLink({ get: (k: string) => q.get(k) ?? null });
    expect(r).toEqual({
      kind: 'store-action',
      action: 'download_invoice_details_csv',
      data: { company: 'ast', invoiceKey: 'K1' },
      store: { data: '{"action":"download_invoice_details_csv","company":"ast","invoiceKey":"K1"}' },
    });
    expect(parseDeepLink('action=download_invoice_details_csv')).toMatchObject({ data: {} });
    expect(parseDeepLink('action=other')).toEqual({ kind: 'none' });
  });

  it('4. s= encoded session id', () => {
    expect(parseDeepLink('s=c2Vzcy0xMjM=')).toEqual({
      kind: 'session',
      sessionId: 'sess-123',
    });
    expect(parseDeepLink('s=abc%2Bdef')).toEqual({ kind: 'session', sessionId: 'abc+def' });
    expect(decodeSessionParam('plain-id_1')).toBe('plain-id_1');
    expect(decodeSessionParam('A')).toBe('A');
    expect(decodeSessionParam('AAAA')).toBe('AAAA');
    expect(parseDeepLink('')).toEqual({ kind: 'none' });
  });

  it('parses query strings', () => {
    expect(parseQueryString('?a=1&b=x+y&a=2&c&&d=%ZZ')).toEqual({ a: '1', b: 'x y', c: '', d: '%ZZ' });
  });
});

describe('push tap', () => {
  it('reads nested and flat payloads', () => {
    expect(
      readPushPayload({
        mn_message_id: 'm',
        link: { hashCode: 'h', id: 5 },
        notification: { id: 9 },
        customer: { id: 3 },
      }),
    ).toEqual({
      mn_message_id: 'm',
      link: { hashCode: 'h', id: '5' },
      notification: { id: '9' },
      customer: { id: '3' },
    });
    expect(readPushPayload({ 'link.hashCode': 'h', 'link.id': '5', 'notification.id': '' })).toEqual({
      link: { hashCode: 'h', id: '5' },
    });
    expect(readPushPayload({ 'link.id': '5', link: 'x' })).toEqual({ link: { id: '5' } });
    expect(readPushPayload(null)).toEqual({});
  });

  it('plans a tap whose push carries no link hash (issue 18): the own session reads it, or the login first', () => {
    const payload = { link: { id: '5' }, notification: { id: '9' }, customer: { id: '3' } };
    expect(planPushTap(payload, { company: 'ast', sessionActive: true, loggedIn: true })).toEqual({
      markRedirectPush: true,
      showLoading: true,
      readNotificationId: '9',
      refreshSession: true,
      linkSession: { linkId: '5', guest: false },
      loadCustomerId: '3',
    });
    expect(planPushTap(payload, { company: 'ast', sessionActive: true, loggedIn: false })).toEqual({
      markRedirectPush: true,
      showLoading: true,
      readNotificationId: '9',
      refreshSession: false,
      loginFirst: true,
    });
  });

  it('plans the tap', () => {
    const payload = { link: { hashCode: 'h', id: '5' }, notification: { id: '9' }, customer: { id: '3' } };
    expect(planPushTap(payload, { company: 'ast', sessionActive: true, loggedIn: true })).toEqual({
      markRedirectPush: true,
      showLoading: true,
      readNotificationId: '9',
      refreshSession: true,
      linkSession: { linkId: '5', hashCode: 'h', guest: false },
      loadCustomerId: '3',
    });
    expect(
      planPushTap(
        { link: { hashCode: 'h', id: 5 } },
        { company: 'ast', sessionActive: false, loggedIn: false },
      ),
    ).toEqual({
      markRedirectPush: true,
      showLoading: true,
      refreshSession: false,
      linkSession: { linkId: '5', hashCode: 'h', guest: true },
    });
    expect(planPushTap(payload, { company: null, sessionActive: true, loggedIn: true })).toEqual({
      markRedirectPush: true,
      showLoading: true,
      readNotificationId: '9',
      refreshSession: false,
    });
    expect(PUSH_FAILURE_EFFECTS).toEqual({ clearRedirectPush: true, loadingOff: true, showMessage: false });
  });

  it.each([
    [
      'invoice',
      { module: { id: 1 }, entityKey: 'K' },
      {},
      { kind: 'invoice', invoiceKey: 'K', query: { isPush: '1' } },
    ],
    [
      'invoice list',
      { module: { id: 1 } },
      {},
      { kind: 'route', name: 'invoices', query: { isPush: '1', typeCodes: 'all' } },
    ],
    ['guest invoice', { module: { id: 1 }, entityKey: 'K' }, { guest: true }, { kind: 'none' }],
    [
      'message uses the notification id',
      { module: { id: 4 }, item: { message: { id: 1 } } },
      { notificationId: 9 },
      { kind: 'route', name: 'message', params: { id: '9' }, query: { isPush: '1' } },
    ],
    [
      'message fallback',
      { module: { id: 4 }, item: { message: { id: 1 } } },
      { guest: true },
      { kind: 'route', name: 'message', params: { id: '1' }, query: { isPush: '1', isGuest: '1' } },
    ],
    ['message without id', { module: { id: 4 } }, {}, { kind: 'none' }],
    [
      'self reading',
      { module: { id: 7 }, item: { supply: { id: 5, contract: { customerId: 3 } } } },
      {},
      {
        kind: 'route',
        name: 'supply_self_reading',
        params: { id: '5' },
        query: { isPush: '1' },
        selectRadioTab: true,
        delayMs: 500,
        loadCustomerId: '3',
      },
    ],
    [
      'self reading, no customer',
      { module: { id: 7 }, item: { supply: { id: 5 } } },
      {},
      {
        kind: 'route',
        name: 'supply_self_reading',
        params: { id: '5' },
        query: { isPush: '1' },
        selectRadioTab: true,
        delayMs: 500,
      },
    ],
    ['self reading without supply', { module: { id: 7 } }, {}, { kind: 'none' }],
    [
      'proposal',
      { module: { id: 8 }, item: { proposal: { id: 2 } } },
      { guest: true },
      { kind: 'route', name: 'proposal', params: { id: '2' }, query: { isPush: '1', isGuest: '1' } },
    ],
    ['proposal without id', { module: { id: 8 } }, {}, { kind: 'none' }],
    ['pun', { module: { id: 9 } }, {}, { kind: 'route', name: 'pun', query: { isPush: '1' } }],
    ['other', { module: { id: 5 } }, {}, { kind: 'none' }],
  ])('%s', (_l, link, ctx, expected) => {
    expect(resolvePushRoute(link, { guest: false, ...ctx })).toEqual(expected);
  });
});

describe('app URL open', () => {
  it('splits URLs', () => {
    expect(splitUrl('https://portale.example.it/supplies/1?x=1#h')).toEqual({
      path: '/supplies/1',
      search: '?x=1',
      hash: '#h',
    });
    expect(splitUrl('dashboard')).toEqual({ path: '/dashboard', search: '', hash: '' });
  });

  it.each([
    [
      'https://portale.example.it/supplies/1?x=1#h',
      true,
      { kind: 'route', path: '/supplies/1?x=1#h', name: 'supply' },
    ],
    ['/dashboard', false, { kind: 'route', path: '/dashboard', name: 'dashboard' }],
    [
      'https://portale.example.it/fatture/ast-INV-2024-001',
      true,
      {
        kind: 'invoice-csv',
        action: 'download_invoice_details_csv',
        company: 'ast',
        invoiceKey: 'INV-2024-001',
        loggedIn: true,
      },
    ],
    [
      'sportello://fatture/SGR-K%2F1?utm=x',
      false,
      {
        kind: 'store-action',
        action: 'download_invoice_details_csv',
        company: 'sgr',
        invoiceKey: 'K/1',
        store: { data: '{"action":"download_invoice_details_csv","company":"sgr","invoiceKey":"K/1"}' },
      },
    ],
    ['https://x.it/fatture/nodash', true, { kind: 'none' }],
    ['https://x.it/fatture/-K1', true, { kind: 'none' }],
    ['https://x.it/fatture/ast-', true, { kind: 'none' }],
    [
      'https://x.it/fatture/ast-%E0%A4%A',
      true,
      {
        kind: 'invoice-csv',
        action: 'download_invoice_details_csv',
        company: 'ast',
        invoiceKey: '%E0%A4%A',
        loggedIn: true,
      },
    ],
    ['https://x.it/altro/ast-K1', true, { kind: 'none' }],
  ])('%s (logged in %s)', (url, loggedIn, expected) => {
    expect(resolveAppUrl(url, { loggedIn })).toEqual(expected);
  });

  it('opens an invoice for the CSV action', () => {
    expect(invoiceCsvTarget({ id: 5, contract: { multiPodInvoicing: true } })).toEqual({
      kind: 'route',
      name: 'invoice',
      params: { id: '5' },
      store: { downloadInvoiceCsv: '1' },
    });
    expect(invoiceCsvTarget({ id: 5, contract: { multiPodInvoicing: 'false' } })).toEqual({
      kind: 'route',
      name: 'invoice',
      params: { id: '5' },
      hash: '#elementsDetail',
    });
    expect(invoiceCsvTarget({ id: 6 })).toMatchObject({ hash: '#elementsDetail' });
  });
});

describe('parseStoredInvoiceAction', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['42', null],
    ['{"action":"other","invoiceKey":"F1"}', null],
    ['{"action":"download_invoice_details_csv"}', null],
    ['{"action":"download_invoice_details_csv","invoiceKey":"  "}', null],
    ['{"action":"download_invoice_details_csv","invoiceKey":"F1"}', { invoiceKey: 'F1' }],
    [
      '{"action":"download_invoice_details_csv","company":"SGR","invoiceKey":" 2026/0012 "}',
      { company: 'sgr', invoiceKey: '2026/0012' },
    ],
  ])('%j → %j', (raw, expected) => {
    expect(parseStoredInvoiceAction(raw)).toEqual(expected);
  });

  it('reads back what a deep link stores', () => {
    const link = parseDeepLink('?action=download_invoice_details_csv&company=AST&invoiceKey=F-9');
    if (link.kind !== 'store-action') throw new Error(link.kind);
    expect(parseStoredInvoiceAction(link.store[STORAGE_KEYS.data])).toEqual({
      company: 'ast',
      invoiceKey: 'F-9',
    });
  });
});

describe('deep links of issue 12', () => {
  it('linkId + hash carries the survey reply (selectedValue) when the address has one', () => {
    expect(parseDeepLink('?linkId=9004&hash=H&selectedValue=4')).toEqual({
      kind: 'link',
      linkId: '9004',
      hashCode: 'H',
      selectedValue: '4',
    });
    expect(parseDeepLink('?linkId=9004&hash=H')).toEqual({ kind: 'link', linkId: '9004', hashCode: 'H' });
  });

  it('an invoice link kept for after login round-trips, other data does not parse', () => {
    const stored = storeInvoiceLink('ast', 'FT-1')[STORAGE_KEYS.data];
    expect(parseStoredInvoiceLink(stored)).toEqual({ company: 'ast', invoiceKey: 'FT-1' });
    expect(
      parseStoredInvoiceLink(JSON.stringify({ action: 'download_invoice_details_csv', invoiceKey: 'X' })),
    ).toBeNull();
    expect(
      parseStoredInvoiceLink(JSON.stringify({ action: OPEN_INVOICE_LINK_ACTION, invoiceKey: ' ' })),
    ).toBeNull();
    expect(parseStoredInvoiceLink('not json')).toBeNull();
    expect(parseStoredInvoiceLink(null)).toBeNull();
  });

  it.each([
    [1, 'invoices-list'],
    [2, 'invoices-list'],
    [31, 'invoices-list'],
    [9, 'invoices-list'],
    [7, 'download-document'],
    [3, 'download-document'],
  ])('a linked invoice of type %s: %s', (type, kind) => {
    const t = invoiceLinkTarget({ id: 5, key: 'FT-5', invoiceTypeCode: type });
    expect(t.kind === 'route' ? t.name : t.kind).toBe(kind);
  });
});
