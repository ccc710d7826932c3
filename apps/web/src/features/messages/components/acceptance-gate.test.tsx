// @vitest-environment jsdom
import { getNotifications } from '@sportello/contract/endpoints';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationFixture } from '../../../testing/fixtures-messages';
import { answer } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { AcceptanceGate } from './acceptance-gate';

const mandatory = notificationFixture({
  id: 41,
  subject: 'Nuove condizioni da accettare',
  toBeAccepted: true,
  notificationType: {
    code: 'mandatory',
    description: 'Comunicazione da accettare',
    detail: null,
    acceptanceRequired: true,
  },
});
const terms = notificationFixture({
  id: 42,
  toBeAccepted: true,
  notificationType: {
    code: 'contract-terms',
    description: 'Variazione',
    detail: null,
    acceptanceRequired: true,
  },
});

const page = (notifications: ReturnType<typeof notificationFixture>[]) => ({
  getNotificationsResponse: {
    notifications,
    total: notifications.length,
    unread: notifications.length,
    toBeAccepted: notifications.filter((n) => n.toBeAccepted).length,
  },
});

const server = setupTestServer(answer(getNotifications, page([terms, mandatory])));

function Screen() {
  return (
    <>
      <AcceptanceGate />
      <p>Bacheca</p>
    </>
  );
}

describe('AcceptanceGate', () => {
  it('leads any page to the message that must be accepted', async () => {
    renderWithProviders(<Screen />, {
      route: '/dashboard',
      path: '/dashboard',
      routes: [{ path: '/messages/:id' }],
    });
    expect(await screen.findByRole('heading', { name: 'Pagina /messages/:id' })).toBeTruthy();
  });

  it('lets the visit go on when only contract terms (opened later) or nothing wait', async () => {
    server.use(answer(getNotifications, page([terms])));
    renderWithProviders(<Screen />, {
      route: '/dashboard',
      path: '/dashboard',
      routes: [{ path: '/messages/:id' }],
    });
    expect(await screen.findByText('Bacheca')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Pagina /messages/:id' })).toBeNull();
  });
});
