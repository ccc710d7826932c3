import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { blocksVisit } from '@sportello/domain';
import { getNotifications } from '../api/notifications-api';

/**
 * A message the retailer requires the customer to accept (the console's "acceptance required",
 * type `mandatory`) blocks the visit: while one is not accepted, every page of the logged-in
 * portal leads to it, where the blocking dialog's only button accepts it. Accepting refreshes the
 * list (useUpdateNotification invalidates ['notifications', 'list', …]) and the visit goes on.
 */
export function AcceptanceGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useQuery({
    queryKey: ['notifications', 'list', 'gate'],
    // Silent: a check on every page, not the screen's own data; failing, it blocks nothing (and a
    // failing notifications call must not pop the error dialog over the dashboard's blocks).
    queryFn: () => getNotifications({ take: 50, skip: 0, silent: true }),
    select: (page) => (page.toBeAccepted > 0 ? (page.notifications.find(blocksVisit) ?? null) : null),
    staleTime: 60_000,
  });
  const blocking = pending.data ?? null;
  useEffect(() => {
    if (!blocking) return;
    const target = `/messages/${blocking.id}`;
    if (pathname !== target) navigate(target, { replace: true });
  }, [blocking, pathname, navigate]);
  return null;
}
