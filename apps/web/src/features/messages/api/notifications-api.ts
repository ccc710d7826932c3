import {
  getNotification as getNotificationEndpoint,
  getNotifications as getNotificationsEndpoint,
  updateNotification as updateNotificationEndpoint,
} from '@sportello/contract/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@sportello/contract';
import { asList, call, type AnswerOf } from '../../../lib/api-client';

/** Messages shown per page of the list ("Mostra altri" loads the next). */
export const MESSAGES_PAGE_SIZE = 10;

/** A page of GET /Core/v1/notifications as the contract answers it. */
export type NotificationsPage = AnswerOf<typeof getNotificationsEndpoint>;

/** GET /Core/v1/notifications: a page of the user's notifications, newest first (server order). */
export async function getNotifications(params: {
  take: number;
  skip: number;
  /** A check in the background (the acceptance gate): its failure shows no error dialog. */
  silent?: boolean;
}): Promise<NotificationsPage> {
  const page = await call(getNotificationsEndpoint, {
    query: { pagingTake: params.take, pagingSkip: params.skip },
    ...(params.silent ? { silent: true } : {}),
  });
  return { ...page, notifications: asList(page.notifications) };
}

/** The next page's skip, or undefined once every message of the total is loaded. */
export function nextNotificationsSkip(pages: readonly NotificationsPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 0;
  const loaded = pages.reduce((n, p) => n + p.notifications.length, 0);
  return loaded < last.total && last.notifications.length > 0 ? loaded : undefined;
}

export function useNotificationsList() {
  return useInfiniteQuery({
    queryKey: ['notifications', 'list'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => getNotifications({ take: MESSAGES_PAGE_SIZE, skip: pageParam }),
    getNextPageParam: (_last, pages) => nextNotificationsSkip(pages),
  });
}

/** GET /Core/v1/notifications/{id}; a 404 is this screen's own "not found" state. */
export function getNotification(id: number): Promise<Notification> {
  return call(getNotificationEndpoint, { params: { id }, quiet: [404] });
}

export function useNotification(id: number) {
  return useQuery({
    queryKey: ['notifications', 'detail', id],
    queryFn: () => getNotification(id),
    retry: false,
  });
}

export interface UpdateNotificationInput {
  id: number;
  readingDate?: string;
  confirmationDate?: string;
}

/** PUT /Core/v1/notifications: marks it read (readingDate) or confirmed (confirmationDate). */
export function updateNotification(input: UpdateNotificationInput): Promise<Notification> {
  return call(updateNotificationEndpoint, { body: { updateNotificationRequest: input } });
}

/** Updates the detail in place and lets the list refetch its marks. */
export function useUpdateNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: (updated) => {
      client.setQueryData(['notifications', 'detail', updated.id], updated);
      void client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}
