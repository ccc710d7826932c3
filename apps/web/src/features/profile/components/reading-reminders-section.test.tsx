// @vitest-environment jsdom
import { getReadingReminders, setReadingReminders } from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ReadingRemindersSection } from './reading-reminders-section';

const server = setupTestServer(
  answer(getReadingReminders, { getReadingRemindersResponse: { success: true, enabled: true } }),
);

const show = () => renderWithProviders(<ReadingRemindersSection />);
const toggle = () =>
  screen.getByRole('checkbox', {
    name: 'Avvisami quando si apre la finestra dell’autolettura',
  }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Salva il promemoria' }) as HTMLButtonElement;

describe('ReadingRemindersSection', () => {
  it('loading, then the toggle with the current choice; nothing to save until it changes', async () => {
    const held = hold(getReadingReminders);
    server.use(held.handler);
    show();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento del promemoria…');
    held.release();
    await screen.findByRole('form', { name: 'Promemoria autolettura' });
    expect(toggle().checked).toBe(true);
    expect(toggle().getAttribute('aria-describedby')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('error: says so, and "Riprova" reads it again', async () => {
    server.use(refuse(getReadingReminders, 500, 'Errore', { once: true }));
    const { user } = show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare il promemoria dell’autolettura.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('form', { name: 'Promemoria autolettura' })).toBeTruthy();
  });

  it('turning it off sends enabled: false and confirms', async () => {
    let body: BodyOf<typeof setReadingReminders> | undefined;
    server.use(
      handle(setReadingReminders, ({ body: b }) => {
        body = b;
        return { setReadingRemindersResponse: { success: true as const, enabled: false } };
      }),
    );
    const { user } = show();
    await screen.findByRole('form', { name: 'Promemoria autolettura' });
    await user.click(toggle());
    await user.click(save());
    expect((await screen.findByTestId('reading-reminders-saved')).textContent).toBe(
      'Promemoria dell’autolettura disattivato.',
    );
    expect(body).toEqual({ setReadingRemindersRequest: { enabled: false } });
    expect(toggle().checked).toBe(false);
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it('a refusal is shown on the form, the choice kept', async () => {
    server.use(refuse(setReadingReminders, 500, 'Errore'));
    const { user } = show();
    await screen.findByRole('form', { name: 'Promemoria autolettura' });
    await user.click(toggle());
    await user.click(save());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(toggle().checked).toBe(false);
  });
});
