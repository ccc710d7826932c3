// @vitest-environment jsdom
import { getNotifications } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationFixture } from '../../../testing/fixtures-messages';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { MessageList } from './message-list';

const unread = notificationFixture();
const read = notificationFixture({
  id: 12,
  subject: 'Interruzione programmata del servizio',
  readingDate: '2026-03-03T10:00:00Z',
  notificationType: { code: 'ACK', description: 'Avviso', detail: null, acceptanceRequired: true },
});

const server = setupTestServer(
  answer(getNotifications, {
    getNotificationsResponse: { notifications: [unread, read], total: 2, unread: 1, toBeAccepted: 1 },
  }),
);

describe('MessageList', () => {
  it('loading: a polite status while the messages are asked', async () => {
    const held = hold(getNotifications);
    server.use(held.handler);
    renderWithProviders(<MessageList />);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei messaggi…');
    held.release();
    expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
  });

  it('error: an alert, and "Riprova" asks again and shows the messages', async () => {
    server.use(refuse(getNotifications, 503, 'Servizio non disponibile', { once: true }));
    const { user } = renderWithProviders(<MessageList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare i messaggi.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
  });

  it('empty: says there are no messages', async () => {
    server.use(
      answer(getNotifications, {
        getNotificationsResponse: { notifications: [], total: 0, unread: 0, toBeAccepted: 0 },
      }),
    );
    renderWithProviders(<MessageList />);
    expect((await screen.findByText('Non ci sono messaggi.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list', { name: 'Messaggi' })).toBeNull();
  });

  it('answered: unread marked in text, the summary counts them, links lead to each message', async () => {
    renderWithProviders(<MessageList />);
    const items = await screen.findAllByTestId('message-item');
    expect(screen.getByTestId('messages-summary').textContent).toBe('1 messaggio da leggere.');
    expect(items[0]!.getAttribute('data-unread')).toBe('true');
    const link = within(items[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/messages/11');
    expect(link.textContent).toContain('Non letto: Benvenuto nell’area clienti');
    expect(link.textContent).toContain('02-03-2026');
    expect(items[1]!.getAttribute('data-unread')).toBe('false');
    expect(items[1]!.textContent).toContain('Da confermare');
    expect(items[1]!.textContent).not.toContain('Non letto');
    expect(screen.queryByRole('button', { name: 'Mostra altri messaggi' })).toBeNull();
  });

  it('summary wording for none and several unread', async () => {
    server.use(
      answer(getNotifications, {
        getNotificationsResponse: { notifications: [read], total: 1, unread: 0, toBeAccepted: 0 },
      }),
    );
    const first = renderWithProviders(<MessageList />);
    expect((await screen.findByTestId('messages-summary')).textContent).toBe('Nessun messaggio da leggere.');
    first.unmount();
    server.use(
      answer(getNotifications, {
        getNotificationsResponse: { notifications: [unread], total: 1, unread: 3, toBeAccepted: 0 },
      }),
    );
    renderWithProviders(<MessageList />);
    expect((await screen.findByTestId('messages-summary')).textContent).toBe('3 messaggi da leggere.');
  });

  it('"Mostra altri messaggi" asks the next page from where the list ends', async () => {
    const skips: string[] = [];
    server.use(
      handle(getNotifications, ({ query }) => {
        skips.push(query.pagingSkip ?? '');
        const page = query.pagingSkip === '0' ? [unread] : [read];
        return { getNotificationsResponse: { notifications: page, total: 2, unread: 1, toBeAccepted: 0 } };
      }),
    );
    const { user } = renderWithProviders(<MessageList />);
    expect(await screen.findAllByTestId('message-item')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mostra altri messaggi' }));
    expect(await screen.findByText('Interruzione programmata del servizio')).toBeTruthy();
    expect(screen.getAllByTestId('message-item')).toHaveLength(2);
    expect(skips).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Mostra altri messaggi' })).toBeNull();
  });
});
