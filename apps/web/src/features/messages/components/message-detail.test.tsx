// @vitest-environment jsdom
import { getNotification, updateNotification } from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationFixture } from '../../../testing/fixtures-messages';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { MessageDetail } from './message-detail';

beforeAll(() => {
  // jsdom knows <dialog> but not its modal methods.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & {
    showModal: () => void;
    close: () => void;
  };
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const message = notificationFixture({ id: 11, readingDate: '2026-03-02T10:00:00Z' });
const toAccept = notificationFixture({
  id: 13,
  subject: 'Nuove condizioni di fornitura',
  readingDate: '2026-03-02T10:00:00Z',
  toBeAccepted: true,
  notificationType: {
    code: 'ACK',
    description: 'Comunicazione da confermare',
    detail: 'La conferma resta registrata.',
    acceptanceRequired: true,
  },
});

const server = setupTestServer(answer(getNotification, { getNotificationResponse: message }));

function show(id = 11, guest = false) {
  return renderWithProviders(<MessageDetail id={id} guest={guest} />, {
    route: `/messages/${id}`,
    path: '/messages/:id',
  });
}

describe('MessageDetail', () => {
  it('loading: a polite status while the message is asked', async () => {
    const held = hold(getNotification);
    server.use(held.handler);
    show();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento del messaggio…');
    held.release();
    expect(await screen.findByTestId('message-detail')).toBeTruthy();
  });

  it('error: an alert with "Riprova" that asks again', async () => {
    server.use(refuse(getNotification, 500, 'Errore', { once: true }));
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare il messaggio.');
    expect(screen.getByRole('link', { name: 'Torna ai messaggi' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Benvenuto nell’area clienti' })).toBeTruthy();
  });

  it('not found: says so, without "Riprova", and a guest gets no link back', async () => {
    server.use(refuse(getNotification, 404, 'Notifica non trovata'));
    show(999, true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Messaggio non trovato.');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Torna ai messaggi' })).toBeNull();
  });

  it('answered: subject, date, type and text; a read message is not marked again', async () => {
    let updates = 0;
    server.use(
      handle(updateNotification, () => {
        updates += 1;
        return { updateNotificationResponse: message };
      }),
    );
    show();
    const article = await screen.findByTestId('message-detail');
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe(
      'Benvenuto nell’area clienti',
    );
    expect(article.textContent).toContain('02-03-2026');
    expect(article.textContent).toContain('Comunicazione');
    expect(article.textContent).toContain('Da qui segui bollette, forniture e pratiche.');
    expect(screen.queryByTestId('message-confirmed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna ai messaggi' }).getAttribute('href')).toBe('/messages');
    expect(updates).toBe(0);
  });

  it('an unread message is marked read once when opened', async () => {
    const bodies: BodyOf<typeof updateNotification>[] = [];
    const unread = notificationFixture({ id: 11 });
    server.use(
      answer(getNotification, { getNotificationResponse: unread }),
      handle(updateNotification, ({ body }) => {
        bodies.push(body);
        return { updateNotificationResponse: { ...unread, readingDate: '2026-03-04T08:00:00Z' } };
      }),
    );
    show();
    await screen.findByTestId('message-detail');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.updateNotificationRequest.id).toBe(11);
    expect(Number.isNaN(Date.parse(bodies[0]!.updateNotificationRequest.readingDate ?? ''))).toBe(false);
    expect(bodies[0]!.updateNotificationRequest.confirmationDate).toBeUndefined();
  });

  it('a message to confirm opens a blocking dialog; confirming sends the date and shows it', async () => {
    let sent: BodyOf<typeof updateNotification> | undefined;
    server.use(
      answer(getNotification, { getNotificationResponse: toAccept }),
      handle(updateNotification, ({ body }) => {
        sent = body;
        return {
          updateNotificationResponse: {
            ...toAccept,
            toBeAccepted: false,
            confirmationDate: '2026-03-05T08:00:00Z',
            acceptedTime: '2026-03-05T08:00:00Z',
          },
        };
      }),
    );
    const { user } = show(13);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('La conferma resta registrata.');
    await user.click(
      within(dialog).getByRole('button', { name: 'HO PRESO VISIONE DEL MESSAGGIO', hidden: true }),
    );
    expect((await screen.findByTestId('message-confirmed')).textContent).toContain('05-03-2026');
    expect(sent?.updateNotificationRequest.id).toBe(13);
    expect(sent?.updateNotificationRequest.confirmationDate).toBeTruthy();
  });

  it('a refused confirmation says to try later and keeps the dialog open', async () => {
    server.use(
      answer(getNotification, { getNotificationResponse: toAccept }),
      refuse(updateNotification, 500, 'Errore'),
    );
    const { user } = show(13);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(
      within(dialog).getByRole('button', { name: 'HO PRESO VISIONE DEL MESSAGGIO', hidden: true }),
    );
    expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toBe(
      'Qualcosa non ha funzionato, riprovare più tardi',
    );
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.queryByTestId('message-confirmed')).toBeNull();
  });
});
