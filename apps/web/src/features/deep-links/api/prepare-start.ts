import { executeWorkflowTask, getLink } from '@sportello/contract/endpoints';
import type { Link, Session } from '@sportello/contract';
import {
  buildPath,
  type CompanyCode,
  type DeepLink,
  expiredLinkTarget,
  LINK_MODULES,
  parseDeepLink,
  resolveLink,
  STORAGE_KEYS,
  storeInvoiceLink,
} from '@sportello/domain';
import { ApiError, call } from '../../../lib/api-client';
import { createSession, handOverSession, type StartPlan, type StartTarget } from '../../../lib/session';
import { storedSessionId } from '../../../lib/session-flags';
import { readSession } from '../../../lib/session-server';
import { local, LOCAL_KEYS, session as tabStorage, SESSION_KEYS } from '../../../lib/storage';
import { routeTargetPath } from '../../../lib/route-target';

/** Query keys of the deep-link forms; they leave the address once read. */
const DEEP_LINK_KEYS = [
  'sessionId',
  'supplyKey',
  'customerKey',
  'rcrm',
  'linkId',
  'hash',
  'action',
  'invoiceKey',
  's',
  'selectedValue',
];

function stripDeepLinkQuery(): void {
  const url = new URL(window.location.href);
  for (const key of DEEP_LINK_KEYS) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * A self-reading link (module 7: the reading reminder's, issue 24) opened where its user is
 * already logged in: the link is read by id with that session (the server answers only the user
 * it was sent to, or one who may act for its customer) and the customer lands on the supply's
 * reading form still logged in, rather than in a guest session in place of the login. Null: not
 * logged in here, another brand, or not this user's link — the link session of `openLink` then.
 */
async function openOwnReadingLink(company: CompanyCode, linkId: string): Promise<StartPlan | null> {
  const storedId = storedSessionId();
  if (!storedId) return null;
  try {
    const current = await readSession(storedId);
    if (!current.user || current.guest || current.company !== company) return null;
    const link = await call(getLink, { params: { id: linkId }, query: {}, silent: true });
    if (Number(link.module.id) !== LINK_MODULES.selfReading) return null;
    const resolution = resolveLink(link, { guest: false });
    if (resolution.kind !== 'route') return null;
    if (link.customerId !== null) local.set(LOCAL_KEYS.customerId, String(link.customerId));
    return { session: current, target: { to: routeTargetPath(resolution) } };
  } catch {
    return null;
  }
}

/** linkId + hash: a link session, the link read, and where its module leads (spec section 4). */
export async function openLink(
  company: CompanyCode,
  linkId: string,
  hashCode: string,
  /** Module 6: the reply chosen in the mail, when the address carries it. */
  selectedValue?: string,
): Promise<StartPlan> {
  const expired = (): StartPlan => {
    const t = expiredLinkTarget();
    return { target: { to: routeTargetPath(t), ...(t.message ? { message: t.message } : {}) } };
  };
  const own = await openOwnReadingLink(company, linkId);
  if (own) return own;
  let session: Session;
  let link: Link;
  try {
    session = await createSession(company, { linkId, hashCode });
    tabStorage.set(SESSION_KEYS.linked, '1');
    link = await call(getLink, { params: { id: linkId }, query: { hashCode }, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return expired();
    // A failed link fetch goes to /errore (spec section 8).
    return { target: { to: '/errore' } };
  }
  if (link.customerId !== null) local.set(LOCAL_KEYS.customerId, String(link.customerId));
  const resolution = resolveLink(link, { guest: session.guest });
  let target: StartTarget;
  switch (resolution.kind) {
    case 'route':
      target = {
        to: routeTargetPath(resolution),
        ...(resolution.message ? { message: resolution.message } : {}),
      };
      break;
    case 'invoice':
      // Module 1 needs a login: the invoice is opened on the dashboard once logged in, by the
      // domain's rule (list-view types to the list, others download the document).
      tabStorage.set(SESSION_KEYS.data, storeInvoiceLink(company, resolution.invoiceKey)[STORAGE_KEYS.data]!);
      target = { to: session.user ? '/dashboard' : '/login' };
      break;
    case 'survey-reply': {
      const workflowId = link.item.workflow?.id;
      // A delegation request: the owner confirms (with a scope) or refuses on its own screen.
      if (resolution.surveyKind === 'delegation') {
        target = {
          to: `/request-delegation?workflowId=${encodeURIComponent(workflowId ?? resolution.entityKey)}`,
        };
        break;
      }
      const reply = resolution.selectedValue ?? selectedValue;
      try {
        if (!workflowId || !reply) throw new Error('survey without workflow or reply');
        await call(executeWorkflowTask, {
          body: {
            workflowTaskExecuteRequest: {
              workflowId,
              taskName: 'survey-reply',
              reply,
            },
          },
          silent: true,
        });
      } catch {
        return { session, target: { to: '/errore' } };
      }
      target = {
        to: window.location.pathname === '/' ? '/login' : window.location.pathname,
        feedback: {
          title: resolution.feedback.title,
          description: `<p>${resolution.feedback.description}</p>`,
          button: {
            label: resolution.feedback.button.label,
            link: buildPath(resolution.feedback.button.route),
          },
        },
      };
      break;
    }
  }
  return { session, target };
}

/**
 * sessionId+supplyKey+customerKey+rcrm=1: the CRM hands over a session of its own (a link
 * session, without a login) for the anonymous graphs of one supply. It never borrows a
 * logged-in customer's session: one that has a user is refused (to /errore), and whatever
 * customer was logged in on this browser is left out (its user, customer and logged flag).
 */
async function openCrmGraphs(link: Extract<DeepLink, { kind: 'crm-graphs' }>): Promise<StartPlan> {
  for (const key of [LOCAL_KEYS.user, LOCAL_KEYS.customerId]) local.remove(key);
  tabStorage.remove(SESSION_KEYS.logged);
  local.set(LOCAL_KEYS.sessionId, link.sessionId);
  // Only an anonymous CRM session may be handed over by a URL: the server refuses a logged-in one.
  const session = await handOverSession(link.sessionId);
  if (!session) {
    local.remove(LOCAL_KEYS.sessionId);
    return { target: { to: '/errore' } };
  }
  local.set(LOCAL_KEYS.referByCrm, link.store[STORAGE_KEYS.referByCrm] ?? '1');
  if (session.currentCustomerId !== null) local.set(LOCAL_KEYS.customerId, String(session.currentCustomerId));
  return { session, target: { to: routeTargetPath(link.to) } };
}

/**
 * Reads the start address's deep link (spec section 4, "Deep links") before the session starts:
 * sessionId+supplyKey+customerKey+rcrm=1 (CRM referral, anonymous graphs), linkId+hash (link
 * session), action=download_invoice_details_csv (kept for after login), s= (session id).
 */
export async function prepareStart(
  company: CompanyCode,
  search = window.location.search,
): Promise<StartPlan | null> {
  const link = parseDeepLink(new URLSearchParams(search));
  if (link.kind !== 'none') stripDeepLinkQuery();
  switch (link.kind) {
    case 'crm-graphs':
      return openCrmGraphs(link);
    case 'link':
      return openLink(company, link.linkId, link.hashCode, link.selectedValue);
    case 'store-action':
      tabStorage.set(
        SESSION_KEYS.data,
        link.store[STORAGE_KEYS.data] ?? JSON.stringify({ action: link.action, ...link.data }),
      );
      return null;
    case 'session':
      return (await handOverSession(link.sessionId)) ? { sessionId: link.sessionId } : null;
    default:
      return null;
  }
}
