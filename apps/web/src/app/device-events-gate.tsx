import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { takePushAfterLogin } from '../features/push/api/push-after-login';
import { useSession } from '../lib/session';
import { platform } from '../platform';
import type { DeviceEvent } from './device-events';

const DeviceEvents = lazy(() => import('./device-events'));

/**
 * Listens from the start for what the device sends (a notification tap, an app URL) and loads
 * their handling only when there is something to handle, or always in the app (which also
 * registers for push after login): the web's login page loads none of it.
 */
export function DeviceEventsGate() {
  const [queue, setQueue] = useState<DeviceEvent[]>([]);
  useEffect(() => {
    const p = platform();
    const stopTaps = p.push.onTap((data) => setQueue((q) => [...q, { kind: 'push-tap', data }]));
    const stopUrls = p.appUrl.onOpen((url) => setQueue((q) => [...q, { kind: 'app-url', url }]));
    return () => {
      stopTaps();
      stopUrls();
    };
  }, []);
  // A push tapped logged out without its link's hash waited for the login: it goes on now.
  const { loggedIn, loading } = useSession();
  useEffect(() => {
    if (!loggedIn || loading) return;
    const kept = takePushAfterLogin();
    if (kept) setQueue((q) => [...q, { kind: 'push-tap', data: kept }]);
  }, [loggedIn, loading]);
  const done = useCallback((event: DeviceEvent) => setQueue((q) => q.filter((e) => e !== event)), []);
  if (!platform().native && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DeviceEvents queue={queue} onDone={done} />
    </Suspense>
  );
}
