import { getNotificationsQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { listNotifications } from './list-notifications';

const query = (q: Record<string, string>) => getNotificationsQuerySchema.parse(q);

describe('listNotifications', () => {
  const bench = useUseCaseBench();

  it("pages the user's own notifications newest first, with counts over all of them", async () => {
    const me = await bench.user('demo.ast');
    const page = (await listNotifications(bench.deps(), me, query({}))).getNotificationsResponse;
    expect(page).toMatchObject({ total: 6, unread: 3, toBeAccepted: 1 });
    const times = page.notifications.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await listNotifications(bench.deps(), me, query({ pagingTake: '2', pagingSkip: '1' })))
      .getNotificationsResponse;
    expect(second.notifications.map((n) => n.id)).toEqual(page.notifications.slice(1, 3).map((n) => n.id));
    expect(
      (await listNotifications(bench.deps(), me, query({ activeOnly: 'true' }))).getNotificationsResponse
        .total,
    ).toBe(5);
  });

  it("never lists another user's notifications", async () => {
    const ast = await bench.user('demo.ast');
    const mine = (await listNotifications(bench.deps(), ast, query({}))).getNotificationsResponse
      .notifications;
    const other = await bench.user('demo.ast.azienda');
    const theirs = (await listNotifications(bench.deps(), other, query({}))).getNotificationsResponse
      .notifications;
    const ids = new Set(mine.map((n) => n.id));
    expect(theirs.some((n) => ids.has(n.id))).toBe(false);
  });
});
