import type { Customer, Link, Session } from '@sportello/contract';
import {
  buildPath,
  expiredLinkTarget,
  parseDeepLink,
  resolveLink,
  STORAGE_KEYS,
  type CompanyCode,
  type RouteTarget,
} from '@sportello/domain';
import { ApiError, api, asList } from '../../../lib/api-client';
import { createSession, type StartPlan, type StartTarget } from '../../../lib/session';
import { local, LOCAL_KEYS, session as tabStorage, SESSION_KEYS } from '../../../lib/storage';

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
];

export function targetPath(target: RouteTarget): string {
  let path = buildPath(target.name, target.params ?? {});
  const query = new URLSearchParams(target.query ?? {}).toString();
  if (query) path += `?${query}`;
  return path + (target.hash ?? '');
}

function stripDeepLinkQuery(): void {
  const url = new URL(window.location.href);
  for (const key of DEEP_LINK_KEYS) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** linkId + hash: a link session, the link read, and where its module leads (spec section 4). */
export async function openLink(company: CompanyCode, linkId: string, hashCode: string): Promise<StartPlan> {
  const expired = (): StartPlan => {
    const t = expiredLinkTarget();
    return { target: { to: targetPath(t), ...(t.message ? { message: t.message } : {}) } };
  };
  let session: Session;
  let link: Link;
  try {
    session = await createSession(company, { linkId, hashCode });
    tabStorage.set(SESSION_KEYS.linked, '1');
    link = await api<Link>('GET', `/Core/v1/links/${encodeURIComponent(linkId)}`, {
      query: { hashCode },
      silent: true,
    });
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
      target = { to: targetPath(resolution), ...(resolution.message ? { message: resolution.message } : {}) };
      break;
    case 'invoice':
      // The invoice screens come with their issue: the list, filtered on the linked invoice.
      target = { to: `/invoices?typeCodes=all&invoiceKey=${encodeURIComponent(resolution.invoiceKey)}` };
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
      try {
        if (!workflowId || !resolution.selectedValue) throw new Error('survey without workflow or reply');
        await api('POST', '/Wfm/v1/workflow/task-execute', {
          body: {
            workflowTaskExecuteRequest: {
              workflowId,
              taskName: 'survey-reply',
              reply: resolution.selectedValue,
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
    case 'crm-graphs': {
      local.set(LOCAL_KEYS.referByCrm, link.store[STORAGE_KEYS.referByCrm] ?? '1');
      local.set(LOCAL_KEYS.sessionId, link.sessionId);
      try {
        const page = await api<{ customers: Customer[] }>('GET', '/Erp/v1/customers', { silent: true });
        const customer = asList(page.customers).find((c) => c.key === link.customerKey);
        if (customer) local.set(LOCAL_KEYS.customerId, String(customer.id));
      } catch {
        // The graphs page says what it can show; no customer is not an error here.
      }
      return { sessionId: link.sessionId, target: { to: targetPath(link.to) } };
    }
    case 'link':
      return openLink(company, link.linkId, link.hashCode);
    case 'store-action':
      tabStorage.set(
        SESSION_KEYS.data,
        link.store[STORAGE_KEYS.data] ?? JSON.stringify({ action: link.action, ...link.data }),
      );
      return null;
    case 'session':
      return { sessionId: link.sessionId };
    default:
      return null;
  }
}
