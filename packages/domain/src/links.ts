import { decodeBase64Ascii } from './base64';
import { DOWNLOAD_INVOICE_CSV_ACTION, STORAGE_KEYS } from './constants';
import { needsListView } from './invoices';
import { toList } from './lists';
import { MESSAGES } from './messages';
import { ROUTES, matchRoute, type RouteDef } from './routes';

/**
 * Links, deep links, push taps and app URLs resolved to plain descriptions of where to go and
 * what to store; the web and app layers only execute them.
 */

export type Id = string | number;

/** Where to go. */
export interface RouteTarget {
  kind: 'route';
  name: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  hash?: string;
  /** Message to show on arrival (e.g. the expired-link text on login). */
  message?: string;
}

export const LINK_MODULES = {
  invoice: 1,
  message: 4,
  password: 5,
  survey: 6,
  selfReading: 7,
  proposal: 8,
  pun: 9,
} as const;

/** Guests (link sessions) may use only modules 4 to 9. */
export const GUEST_LINK_MODULES: readonly number[] = [4, 5, 6, 7, 8, 9];

export interface LinkAdditionalParams {
  userId?: Id;
  firstAccess?: boolean | string | number;
  surveyKind?: string;
  selectedValue?: string;
  contaFatture?: number | string;
  listaFatture?: string | string[] | Array<{ key?: string; id?: Id }>;
}

export interface LinkLike {
  id?: Id;
  entityKey?: string | null;
  /** JSON text (or already parsed). */
  additionalParams?: string | LinkAdditionalParams | null;
  module?: { id?: Id | null } | null;
  item?: {
    message?: { id?: Id } | null;
    supply?: { id?: Id; contract?: { customerId?: Id } | null } | null;
    proposal?: { id?: Id } | null;
  } | null;
}

export function parseLinkParams(value: LinkLike['additionalParams']): LinkAdditionalParams {
  if (value == null || value === '') return {};
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as LinkAdditionalParams)
      : {};
  } catch {
    return {};
  }
}

function truthy(v: unknown): boolean {
  return v === true || v === 1 || (typeof v === 'string' && /^(true|1|s|si|y|yes)$/i.test(v.trim()));
}

function listedInvoiceKeys(params: LinkAdditionalParams): string[] {
  const raw = params.listaFatture;
  if (raw == null) return [];
  const items: Array<string | { key?: string; id?: Id }> =
    typeof raw === 'string'
      ? raw.split(/[,;]/).map((s) => s.trim())
      : toList<string | { key?: string; id?: Id }>(raw);
  return items.map((i) => (typeof i === 'string' ? i : String(i.key ?? i.id ?? ''))).filter((k) => k !== '');
}

export type LinkResolution =
  | RouteTarget
  /** Load the invoice by key, then apply `invoiceLinkTarget` to it. */
  | { kind: 'invoice'; invoiceKey: string }
  /** Send the survey reply, then show a full feedback with a back-to-dashboard button. */
  | {
      kind: 'survey-reply';
      entityKey: string;
      surveyKind?: string;
      selectedValue?: string;
      feedback: {
        isFull: true;
        title: string;
        description: string;
        button: { label: string; route: 'dashboard' };
      };
    };

/** Routes a link answer by its module id (spec section 4, deep link 2). */
export function resolveLink(link: LinkLike, context: { guest: boolean }): LinkResolution {
  const moduleId = Number(link.module?.id);
  const params = parseLinkParams(link.additionalParams);
  const key = (link.entityKey ?? '').trim();
  const errorRoute: RouteTarget = { kind: 'route', name: 'error' };
  if (!Number.isInteger(moduleId)) return errorRoute;
  // Guests may use only modules 4-9: others need a real login.
  if (context.guest && !GUEST_LINK_MODULES.includes(moduleId)) {
    return moduleId === LINK_MODULES.invoice ? { kind: 'route', name: 'login' } : errorRoute;
  }
  switch (moduleId) {
    case LINK_MODULES.invoice: {
      const listed = listedInvoiceKeys(params);
      const count = Number(params.contaFatture ?? listed.length);
      if (count > 1) return { kind: 'route', name: 'invoices', query: { typeCodes: 'all' } };
      if (key) return { kind: 'invoice', invoiceKey: key };
      const last = listed[listed.length - 1];
      return last
        ? { kind: 'invoice', invoiceKey: last }
        : { kind: 'route', name: 'invoices', query: { typeCodes: 'all' } };
    }
    case LINK_MODULES.message: {
      const id = link.item?.message?.id ?? key;
      return id !== ''
        ? { kind: 'route', name: 'message', params: { id: String(id) } }
        : { kind: 'route', name: 'messages' };
    }
    case LINK_MODULES.password: {
      const query: Record<string, string> = {};
      if (params.userId != null) query.userId = String(params.userId);
      return {
        kind: 'route',
        name: truthy(params.firstAccess) ? 'password-create' : 'password-reset',
        query,
      };
    }
    case LINK_MODULES.survey: {
      const reply: LinkResolution = {
        kind: 'survey-reply',
        entityKey: key,
        feedback: {
          isFull: true,
          title: MESSAGES.surveyReplyTitle,
          description: MESSAGES.surveyReplyText,
          button: { label: MESSAGES.backToDashboard, route: 'dashboard' },
        },
      };
      if (params.surveyKind != null) reply.surveyKind = String(params.surveyKind);
      if (params.selectedValue != null) reply.selectedValue = String(params.selectedValue);
      return reply;
    }
    case LINK_MODULES.selfReading: {
      const id = link.item?.supply?.id ?? key;
      return id !== ''
        ? { kind: 'route', name: 'supply_self_reading', params: { id: String(id) } }
        : errorRoute;
    }
    case LINK_MODULES.proposal: {
      const id = link.item?.proposal?.id ?? key;
      return id !== '' ? { kind: 'route', name: 'proposal', params: { id: String(id) } } : errorRoute;
    }
    case LINK_MODULES.pun:
      return { kind: 'route', name: 'pun' };
    default:
      return errorRoute;
  }
}

/** An expired link: message and login. */
export function expiredLinkTarget(): RouteTarget {
  return { kind: 'route', name: 'login', message: MESSAGES.linkExpired };
}

export type InvoiceLinkTarget =
  RouteTarget | { kind: 'download-document'; invoiceId: string; invoiceKey?: string };

/** After loading a linked invoice: list-view types go to the invoices list, others download. */
export function invoiceLinkTarget(invoice: {
  id: Id;
  key?: string | null;
  invoiceTypeCode?: number | string | null;
}): InvoiceLinkTarget {
  if (needsListView(invoice.invoiceTypeCode)) {
    return { kind: 'route', name: 'invoices-list', query: { invoiceId: String(invoice.id) } };
  }
  const out: InvoiceLinkTarget = { kind: 'download-document', invoiceId: String(invoice.id) };
  if (invoice.key) out.invoiceKey = invoice.key;
  return out;
}

// --- Deep-link query forms ---

export type DeepLink =
  | {
      kind: 'crm-graphs';
      sessionId: string;
      supplyKey: string;
      customerKey: string;
      store: Record<string, string>;
      to: RouteTarget;
    }
  | {
      kind: 'link';
      linkId: string;
      hashCode: string;
      /** Module 6: the survey reply chosen in the mail (`selectedValue=` in the address). */
      selectedValue?: string;
    }
  | {
      kind: 'store-action';
      store: Record<string, string>;
      action: string;
      data: { company?: string; invoiceKey?: string };
    }
  | { kind: 'session'; sessionId: string }
  | { kind: 'none' };

/** A query string, a URLSearchParams (anything with get) or a plain record. */
export type QueryInput =
  { get(name: string): string | null } | Record<string, string | null | undefined> | string;

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v.replace(/\+/g, ' '));
  } catch {
    return v;
  }
}

function decodePathSegment(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/** Parses "?a=1&b=2" (first value of a repeated key wins). */
export function parseQueryString(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  const q = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of q.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : safeDecode(pair.slice(eq + 1));
    if (!(key in out)) out[key] = value;
  }
  return out;
}

function readQuery(query: QueryInput): (k: string) => string {
  if (typeof query === 'string') {
    const p = parseQueryString(query);
    return (k) => (p[k] ?? '').trim();
  }
  if (typeof query.get === 'function') {
    const q = query as { get(name: string): string | null };
    return (k) => (q.get(k) ?? '').trim();
  }
  const r = query as Record<string, string | null | undefined>;
  return (k) => (r[k] ?? '').trim();
}

/** Decodes the `s=` session id: base64 (standard or URL-safe); a plain value is kept as is. */
export function decodeSessionParam(value: string): string {
  const v = value.trim();
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(v) && v.length % 4 !== 1) {
    try {
      const decoded = decodeBase64Ascii(v);
      if (/^[\x20-\x7e]+$/.test(decoded)) return decoded;
    } catch {
      /* not base64 */
    }
  }
  return v;
}

/** Reads the deep-link forms of the start URL query, first match wins (spec section 4). */
export function parseDeepLink(query: QueryInput): DeepLink {
  const get = readQuery(query);
  const sessionId = get('sessionId');
  const supplyKey = get('supplyKey');
  const customerKey = get('customerKey');
  if (sessionId && supplyKey && customerKey && get('rcrm') === '1') {
    return {
      kind: 'crm-graphs',
      sessionId,
      supplyKey,
      customerKey,
      store: { [STORAGE_KEYS.referByCrm]: '1' },
      to: { kind: 'route', name: 'supply-graphs-anon', params: { id: supplyKey } },
    };
  }
  const linkId = get('linkId');
  const hash = get('hash');
  if (linkId && hash) {
    const selectedValue = get('selectedValue');
    return selectedValue
      ? { kind: 'link', linkId, hashCode: hash, selectedValue }
      : { kind: 'link', linkId, hashCode: hash };
  }
  if (get('action') === DOWNLOAD_INVOICE_CSV_ACTION) {
    const data: { company?: string; invoiceKey?: string } = {};
    if (get('company')) data.company = get('company').toLowerCase();
    if (get('invoiceKey')) data.invoiceKey = get('invoiceKey');
    return {
      kind: 'store-action',
      action: DOWNLOAD_INVOICE_CSV_ACTION,
      data,
      store: { [STORAGE_KEYS.data]: JSON.stringify({ action: DOWNLOAD_INVOICE_CSV_ACTION, ...data }) },
    };
  }
  const s = get('s');
  if (s) return { kind: 'session', sessionId: decodeSessionParam(s) };
  return { kind: 'none' };
}

// --- Push tap ---

export interface PushPayload {
  mn_message_id?: string;
  link?: { hashCode?: string; id?: Id };
  notification?: { id?: Id };
  customer?: { id?: Id };
}

/** Reads a push payload, nested or flat with dotted keys ("link.hashCode") as FCM delivers. */
export function readPushPayload(raw: Record<string, unknown> | null | undefined): PushPayload {
  const r = raw ?? {};
  const pick = (path: string): unknown => {
    if (path in r) return r[path];
    let cur: unknown = r;
    for (const part of path.split('.')) {
      if (cur == null || typeof cur !== 'object') return undefined;
      cur = (cur as Record<string, unknown>)[part];
    }
    return cur;
  };
  const str = (v: unknown): string | undefined => (v == null || v === '' ? undefined : String(v));
  const out: PushPayload = {};
  const mn = str(pick('mn_message_id'));
  if (mn) out.mn_message_id = mn;
  const hashCode = str(pick('link.hashCode'));
  const linkId = str(pick('link.id'));
  if (hashCode || linkId) out.link = { ...(hashCode ? { hashCode } : {}), ...(linkId ? { id: linkId } : {}) };
  const nid = str(pick('notification.id'));
  if (nid) out.notification = { id: nid };
  const cid = str(pick('customer.id'));
  if (cid) out.customer = { id: cid };
  return out;
}

export interface PushTapPlan {
  /** Mark the notification read. */
  readNotificationId?: string;
  /** Session storage redirectPush is set and the loading indicator shown. */
  markRedirectPush: true;
  showLoading: true;
  /** Refresh the active session first. */
  refreshSession: boolean;
  /**
   * Create a link session (guest when not logged in) with the hash, then read the link; without a
   * hash (issue 18: a push carries none) the logged-in session reads it by id.
   */
  linkSession?: { linkId: string; hashCode?: string; guest: boolean };
  /** Logged out and no hash: the login first, the tap kept for after it. */
  loginFirst?: true;
  /** Load and set this customer. */
  loadCustomerId?: string;
}

/**
 * What a push tap does before resolving its link (spec section 4, push tap). A push without the
 * link's hash (the server sends none since issue 18) is read with the logged-in session; logged
 * out, the login comes first. One with a hash (sent before) still opens a link session.
 */
export function planPushTap(
  payload: PushPayload,
  context: { company: string | null | undefined; sessionActive: boolean; loggedIn: boolean },
): PushTapPlan {
  const plan: PushTapPlan = { markRedirectPush: true, showLoading: true, refreshSession: false };
  if (payload.notification?.id != null) plan.readNotificationId = String(payload.notification.id);
  const hashCode = payload.link?.hashCode;
  const linkId = payload.link?.id;
  if (!context.company || linkId == null) return plan;
  if (!hashCode && !context.loggedIn) {
    plan.loginFirst = true;
    return plan;
  }
  plan.refreshSession = context.sessionActive;
  plan.linkSession = hashCode
    ? { linkId: String(linkId), hashCode, guest: !context.loggedIn }
    : { linkId: String(linkId), guest: false };
  if (payload.customer?.id != null) plan.loadCustomerId = String(payload.customer.id);
  return plan;
}

export type PushRoute =
  | (RouteTarget & {
      /** Click the radio tab button first (self-reading), navigate after the delay. */
      selectRadioTab?: true;
      delayMs?: number;
      /** Load the supply's customer first. */
      loadCustomerId?: string;
    })
  | { kind: 'invoice'; invoiceKey: string; query: Record<string, string> }
  | { kind: 'none' };

/** Where a push tap goes once its link is read; query isPush=1 (+ isGuest=1 for guests). */
export function resolvePushRoute(
  link: LinkLike,
  context: { notificationId?: Id; guest: boolean },
): PushRoute {
  const query: Record<string, string> = { isPush: '1' };
  if (context.guest) query.isGuest = '1';
  const moduleId = Number(link.module?.id);
  const key = (link.entityKey ?? '').trim();
  switch (moduleId) {
    case LINK_MODULES.invoice:
      if (context.guest) return { kind: 'none' };
      return key
        ? { kind: 'invoice', invoiceKey: key, query }
        : { kind: 'route', name: 'invoices', query: { ...query, typeCodes: 'all' } };
    case LINK_MODULES.message: {
      const id = context.notificationId ?? link.item?.message?.id;
      return id != null
        ? { kind: 'route', name: 'message', params: { id: String(id) }, query }
        : { kind: 'none' };
    }
    case LINK_MODULES.selfReading: {
      const supply = link.item?.supply;
      if (supply?.id == null) return { kind: 'none' };
      const out: PushRoute = {
        kind: 'route',
        name: 'supply_self_reading',
        params: { id: String(supply.id) },
        query,
        selectRadioTab: true,
        delayMs: 500,
      };
      if (supply.contract?.customerId != null) out.loadCustomerId = String(supply.contract.customerId);
      return out;
    }
    case LINK_MODULES.proposal: {
      const id = link.item?.proposal?.id;
      return id != null
        ? { kind: 'route', name: 'proposal', params: { id: String(id) }, query }
        : { kind: 'none' };
    }
    case LINK_MODULES.pun:
      return { kind: 'route', name: 'pun', query };
    default:
      return { kind: 'none' };
  }
}

/** On a failed push tap: clear redirectPush, stop loading, show nothing. */
export const PUSH_FAILURE_EFFECTS = {
  clearRedirectPush: true,
  loadingOff: true,
  showMessage: false,
} as const;

// --- App URL open ---

/** Splits a URL (absolute with any scheme, or a bare path) into path, "?query" and "#hash". */
export function splitUrl(url: string): { path: string; search: string; hash: string } {
  let rest = url.trim();
  let hash = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    hash = rest.slice(h);
    rest = rest.slice(0, h);
  }
  let search = '';
  const q = rest.indexOf('?');
  if (q >= 0) {
    search = rest.slice(q);
    rest = rest.slice(0, q);
  }
  rest = rest.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const path = rest.startsWith('/') ? rest : '/' + rest;
  return { path, search, hash };
}

export type AppUrlResolution =
  | { kind: 'route'; path: string; name: string }
  | {
      kind: 'invoice-csv';
      action: typeof DOWNLOAD_INVOICE_CSV_ACTION;
      company: string;
      invoiceKey: string;
      loggedIn: true;
    }
  | {
      kind: 'store-action';
      action: typeof DOWNLOAD_INVOICE_CSV_ACTION;
      company: string;
      invoiceKey: string;
      store: Record<string, string>;
    }
  | { kind: 'none' };

/**
 * An app URL (universal link): a known route's path goes there; otherwise "/fatture/" with a
 * last segment "company-invoiceKey" is the invoice CSV action (acted on when logged in, stored
 * for later when not).
 */
export function resolveAppUrl(
  url: string,
  context: { loggedIn: boolean; routes?: readonly RouteDef[] },
): AppUrlResolution {
  const { path, search, hash } = splitUrl(url);
  const match = matchRoute(path, context.routes ?? ROUTES);
  if (match) return { kind: 'route', path: path + search + hash, name: match.route.name };
  const base = url.trim().split(/[?#]/)[0] ?? '';
  if (!base.includes('/fatture/')) return { kind: 'none' };
  const last = base.split('/').filter(Boolean).pop() ?? '';
  const dash = last.indexOf('-');
  if (dash <= 0 || dash === last.length - 1) return { kind: 'none' };
  const company = decodePathSegment(last.slice(0, dash)).toLowerCase();
  const invoiceKey = decodePathSegment(last.slice(dash + 1));
  if (context.loggedIn)
    return { kind: 'invoice-csv', action: DOWNLOAD_INVOICE_CSV_ACTION, company, invoiceKey, loggedIn: true };
  return {
    kind: 'store-action',
    action: DOWNLOAD_INVOICE_CSV_ACTION,
    company,
    invoiceKey,
    store: {
      [STORAGE_KEYS.data]: JSON.stringify({ action: DOWNLOAD_INVOICE_CSV_ACTION, company, invoiceKey }),
    },
  };
}

/**
 * Opening an invoice from the CSV action (after dashboard): a multi-POD contract sets
 * downloadInvoiceCsv and opens the invoice; otherwise it opens at #elementsDetail.
 */
export function invoiceCsvTarget(invoice: {
  id: Id;
  contract?: { multiPodInvoicing?: boolean | string | null } | null;
}): RouteTarget & { store?: Record<string, string> } {
  const params = { id: String(invoice.id) };
  const multi = truthy(invoice.contract?.multiPodInvoicing);
  if (multi)
    return { kind: 'route', name: 'invoice', params, store: { [STORAGE_KEYS.downloadInvoiceCsv]: '1' } };
  return { kind: 'route', name: 'invoice', params, hash: '#elementsDetail' };
}

/**
 * The invoice CSV action kept for after login (`data` in session storage, written by a deep link
 * or an app URL), or null when `raw` holds nothing usable. The company, when named, is lower case.
 */
export function parseStoredInvoiceAction(
  raw: string | null | undefined,
): { company?: string; invoiceKey: string } | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { action, company, invoiceKey } = value as Record<string, unknown>;
  if (action !== DOWNLOAD_INVOICE_CSV_ACTION) return null;
  if (typeof invoiceKey !== 'string' || invoiceKey.trim() === '') return null;
  return {
    invoiceKey: invoiceKey.trim(),
    ...(typeof company === 'string' && company.trim() ? { company: company.trim().toLowerCase() } : {}),
  };
}

// --- Invoice link (module 1) kept for after login ---

/** The action kept in `data` when an invoice link (module 1) needs a login first. */
export const OPEN_INVOICE_LINK_ACTION = 'open_invoice_link';

/** What an invoice link leaves for after login (session storage `data`). */
export function storeInvoiceLink(company: string, invoiceKey: string): Record<string, string> {
  return {
    [STORAGE_KEYS.data]: JSON.stringify({ action: OPEN_INVOICE_LINK_ACTION, company, invoiceKey }),
  };
}

/** The invoice link kept for after login, or null when `raw` holds none. */
export function parseStoredInvoiceLink(
  raw: string | null | undefined,
): { company?: string; invoiceKey: string } | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { action, company, invoiceKey } = value as Record<string, unknown>;
  if (action !== OPEN_INVOICE_LINK_ACTION) return null;
  if (typeof invoiceKey !== 'string' || invoiceKey.trim() === '') return null;
  return {
    invoiceKey: invoiceKey.trim(),
    ...(typeof company === 'string' && company.trim() ? { company: company.trim().toLowerCase() } : {}),
  };
}
