import type { Customer, Invoice, Link, Session } from '@sportello/contract';
import {
  buildPath,
  type CompanyCode,
  invoiceLinkTarget,
  LINK_MODULES,
  planPushTap,
  PUSH_FAILURE_EFFECTS,
  readPushPayload,
  resolvePushRoute,
  STORAGE_KEYS,
  storeInvoiceLink,
} from '@sportello/domain';
import { getInvoice, getLink, updateNotification } from '@sportello/contract/endpoints';
import { call } from '../../../lib/api-client';
import { createSession } from '../../../lib/session';
import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';
import { routeTargetPath } from '../../../lib/route-target';
import { keepPushAfterLogin } from './push-after-login';

export { takePushAfterLogin } from './push-after-login';

/** The push navigation delay after the tab click (spec section 9: 500 ms). */
export const PUSH_NAVIGATION_DELAY_MS = 500;

/** What a push tap needs from the session and the router (the shell hands them over). */
export interface PushTapContext {
  company: CompanyCode | null;
  loggedIn: boolean;
  /** A session is there (logged in or a link session). */
  sessionActive: boolean;
  refresh(): Promise<unknown>;
  adoptSession(next: Session): void;
  loadCustomer(id: number): Promise<Customer>;
  selectCustomer(customer: Customer): void;
  setBusy(on: boolean): void;
  navigate(path: string): void;
  /** Waits `ms` (the push navigation delay); a timer in the app, instant in unit tests. */
  wait(ms: number): Promise<void>;
  /** Opens an invoice's document (a bill whose type has no list view). */
  openInvoiceDocument(invoice: Invoice): Promise<void>;
}

/** Calls of a push tap, replaceable in unit tests. */
export interface PushTapCalls {
  createLinkSession(company: CompanyCode, link: { linkId: string; hashCode: string }): Promise<Session>;
  /** Without the hash, the logged-in session reads its own push's link (issue 18). */
  readLink(id: string, hashCode: string | undefined): Promise<Link>;
  readNotification(id: string, mnMessageId: string | undefined): Promise<unknown>;
  readInvoiceByKey(key: string): Promise<Invoice>;
}

export const pushTapCalls: PushTapCalls = {
  createLinkSession: (company, link) => createSession(company, link),
  readLink: (id, hashCode) =>
    call(getLink, { params: { id }, query: hashCode ? { hashCode } : {}, silent: true }),
  readNotification: (id, mnMessageId) =>
    call(updateNotification, {
      body: {
        updateNotificationRequest: {
          id: Number(id),
          readingDate: new Date().toISOString(),
          ...(mnMessageId ? { mn_msg_id: mnMessageId } : {}),
        },
      },
      silent: true,
    }),
  readInvoiceByKey: (key) =>
    call(getInvoice, {
      params: { id: key },
      query: { useExtKey: true },
      silent: true,
    }),
};

/**
 * A push tap (spec section 4, "Push tap"): the notification is read, redirectPush marked and the
 * loading shown; with a company and a link, an active session is refreshed and a link session
 * created when logged out (a guest one for modules 4-9); the payload's customer is loaded; the
 * link is read and the tap routed by its module with isPush=1 (and isGuest=1 for guests): 1 the
 * invoice, 4 the message, 7 the supply's self-reading (after the supplies tab, 500 ms later), 8
 * the proposal, 9 the PUN. An invoice tapped logged out waits for the login, as an invoice link
 * does. Any failure clears redirectPush and stops the loading, silently. True when it routed.
 */
export async function runPushTap(
  raw: Record<string, unknown> | null | undefined,
  ctx: PushTapContext,
  calls: PushTapCalls = pushTapCalls,
): Promise<boolean> {
  const payload = readPushPayload(raw);
  const plan = planPushTap(payload, {
    company: ctx.company,
    sessionActive: ctx.sessionActive,
    loggedIn: ctx.loggedIn,
  });
  if (plan.loginFirst) {
    // A push without the link's hash, logged out: the login, then the tap goes on (issue 18).
    ctx.setBusy(true);
    keepPushAfterLogin(raw);
    ctx.navigate(buildPath('login'));
    ctx.setBusy(false);
    return true;
  }
  tabStorage.set(SESSION_KEYS.redirectPush, '1');
  ctx.setBusy(true);
  try {
    const linkSession = plan.linkSession;
    if (!linkSession || !ctx.company) throw new Error('push without a link');
    if (plan.refreshSession) await ctx.refresh();
    const guest = linkSession.guest;
    if (guest) {
      if (!linkSession.hashCode) throw new Error('a guest needs the link hash');
      const created = await calls.createLinkSession(ctx.company, {
        linkId: linkSession.linkId,
        hashCode: linkSession.hashCode,
      });
      tabStorage.set(SESSION_KEYS.linked, '1');
      ctx.adoptSession(created);
    }
    // Read once the session may see it (a guest's link session names the notification's customer).
    if (plan.readNotificationId)
      await calls.readNotification(plan.readNotificationId, payload.mn_message_id).catch(() => undefined);
    const link = await calls.readLink(linkSession.linkId, linkSession.hashCode);
    // A guest sees only what its link names: a customer it may not load is left to the link session.
    const setCustomer = async (id: string) => {
      const loading = ctx.loadCustomer(Number(id)).then(ctx.selectCustomer);
      await (guest ? loading.catch(() => undefined) : loading);
    };
    if (plan.loadCustomerId) await setCustomer(plan.loadCustomerId);
    const moduleId = Number(link.module.id);
    if (guest && moduleId === LINK_MODULES.invoice) {
      // An invoice needs a login: kept for after it, as an invoice link (spec section 6).
      const key = (link.entityKey ?? '').trim() || link.item.invoice?.key;
      if (key) tabStorage.set(SESSION_KEYS.data, storeInvoiceLink(ctx.company, key)[STORAGE_KEYS.data]!);
      ctx.navigate(buildPath('login'));
      return true;
    }
    const route = resolvePushRoute(link, {
      ...(plan.readNotificationId ? { notificationId: plan.readNotificationId } : {}),
      guest,
    });
    switch (route.kind) {
      case 'none':
        throw new Error(`push link of module ${moduleId} leads nowhere`);
      case 'invoice': {
        const invoice = await calls.readInvoiceByKey(route.invoiceKey);
        const owner = invoice.contract.customerId;
        ctx.selectCustomer(await ctx.loadCustomer(owner));
        const target = invoiceLinkTarget(invoice);
        if (target.kind === 'route') {
          ctx.navigate(routeTargetPath({ ...target, query: { ...target.query, ...route.query } }));
        } else {
          ctx.navigate(buildPath('dashboard'));
          await ctx.openInvoiceDocument(invoice);
        }
        return true;
      }
      case 'route': {
        if (route.loadCustomerId && route.loadCustomerId !== plan.loadCustomerId)
          await setCustomer(route.loadCustomerId);
        if (route.selectRadioTab) {
          // The supplies tab first (a guest has no supplies list), then the supply, after the delay.
          if (!guest) ctx.navigate(buildPath('supplies'));
          await ctx.wait(route.delayMs ?? PUSH_NAVIGATION_DELAY_MS);
        }
        ctx.navigate(routeTargetPath(route));
        return true;
      }
    }
  } catch {
    if (PUSH_FAILURE_EFFECTS.clearRedirectPush) tabStorage.remove(SESSION_KEYS.redirectPush);
    return false;
  } finally {
    ctx.setBusy(false);
  }
}

/** On arrival (the screen the tap led to is shown) the mark is no longer needed. */
export function clearRedirectPush(): void {
  tabStorage.remove(SESSION_KEYS.redirectPush);
}
