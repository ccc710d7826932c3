import { describe, expect, it } from 'vitest';
import type { Notification } from '@sportello/contract';
import { nextNotificationsSkip, type NotificationsPage } from './notifications-api';

const page = (count: number, total: number): NotificationsPage => ({
  notifications: Array.from({ length: count }, (_, i) => ({ id: i + 1 }) as Notification),
  total,
  unread: 0,
  toBeAccepted: 0,
});

describe('nextNotificationsSkip', () => {
  it.each([
    { pages: [], expected: 0, why: 'nothing loaded yet' },
    { pages: [page(10, 25)], expected: 10, why: 'more after the first page' },
    { pages: [page(10, 25), page(10, 25)], expected: 20, why: 'more after the second page' },
    { pages: [page(10, 25), page(10, 25), page(5, 25)], expected: undefined, why: 'all loaded' },
    { pages: [page(6, 6)], expected: undefined, why: 'one page holds them all' },
    { pages: [page(10, 30), page(0, 30)], expected: undefined, why: 'an empty page ends the list' },
  ])('$why', ({ pages, expected }) => {
    expect(nextNotificationsSkip(pages)).toBe(expected);
  });
});
