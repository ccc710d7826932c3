import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Invoice } from '@sportello/contract';
import { runAppUrl } from '../features/app-links/api/app-url';
import { downloadInvoiceDocument } from '../features/deep-links/api/download-invoice-document';
import { clearRedirectPush, PUSH_NAVIGATION_DELAY_MS, runPushTap } from '../features/push/api/push-tap';
import { enablePushDevice, pushDeviceId } from '../lib/push-device';
import { useSession } from '../lib/session';
import { platform } from '../platform';
import type { PushData } from '../platform';

export type DeviceEvent = { kind: 'push-tap'; data: PushData } | { kind: 'app-url'; url: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What the device sends, handled one at a time once the session has started: a notification tap
 * (spec section 4, "Push tap") and an app URL ("App URL open"). In the app, push is also turned
 * on after login when the user wants notifications (its preferences, /manage-push).
 */
export function DeviceEvents({ queue, onDone }: { queue: DeviceEvent[]; onDone(event: DeviceEvent): void }) {
  const session = useSession();
  const navigate = useNavigate();
  const running = useRef<DeviceEvent | null>(null);
  const latest = useRef(session);
  latest.current = session;

  useEffect(() => {
    const next = queue[0];
    if (!next || running.current || session.loading) return;
    running.current = next;
    const s = latest.current;
    const go = (path: string) => navigate(path);
    const work =
      next.kind === 'push-tap'
        ? runPushTap(next.data, {
            company: s.company,
            loggedIn: s.loggedIn,
            sessionActive: s.session !== null,
            refresh: () => s.refresh(),
            adoptSession: s.adoptSession,
            loadCustomer: s.loadCustomer,
            selectCustomer: s.selectCustomer,
            setBusy: (on) => s.setView({ busy: on }),
            navigate: go,
            wait,
            openInvoiceDocument: (invoice: Invoice) => downloadInvoiceDocument(invoice),
          }).then((routed) => {
            if (routed) setTimeout(clearRedirectPush, PUSH_NAVIGATION_DELAY_MS);
          })
        : runAppUrl(next.url, {
            company: s.company,
            loggedIn: s.loggedIn,
            loadCustomer: s.loadCustomer,
            selectCustomer: s.selectCustomer,
            navigate: go,
          });
    void work.finally(() => {
      running.current = null;
      onDone(next);
    });
  }, [queue, session.loading, navigate, onDone]);

  // The app: push on after login, once per device, if the user wants notifications at all.
  const user = session.session?.user;
  const attemptedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!platform().native || !user || session.guest || pushDeviceId()) return;
    if (attemptedFor.current === user.id) return;
    if (!user.receiveTechNotifications && !user.receiveCommercialNotifications) return;
    // Once per login: a refused permission is not asked again and again.
    attemptedFor.current = user.id;
    enablePushDevice().catch(() => {
      // Permission refused or no token: the app works without push.
    });
  }, [user, session.guest]);

  return null;
}

export default DeviceEvents;
