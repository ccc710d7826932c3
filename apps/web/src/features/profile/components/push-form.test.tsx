// @vitest-environment jsdom
import { getUser, updateUser } from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionWithContracts, userFixture } from '../../../testing/fixtures-help';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { PushSettings } from './push-form';

const server = setupTestServer(answer(getUser, { getUserResponse: userFixture() }));

function show() {
  const refresh = vi.fn(() => Promise.resolve(null));
  const rendered = renderWithProviders(<PushSettings />, {
    session: { session: sessionWithContracts([]), refresh },
  });
  return { ...rendered, refresh };
}

const tech = () => screen.getByRole('checkbox', { name: 'Notifiche di servizio' }) as HTMLInputElement;
const commercial = () => screen.getByRole('checkbox', { name: 'Notifiche commerciali' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Salva le preferenze' }) as HTMLButtonElement;

describe('PushSettings', () => {
  it('loading, then the form with the current choices', async () => {
    const held = hold(getUser);
    server.use(held.handler);
    show();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento delle preferenze…');
    held.release();
    await screen.findByRole('form', { name: 'Preferenze di notifica' });
    expect(tech().checked).toBe(true);
    expect(commercial().checked).toBe(false);
    expect(tech().getAttribute('aria-describedby')).toBeTruthy();
    // Nothing changed, nothing to save.
    expect(save().disabled).toBe(true);
  });

  it('error: says so and "Riprova" reads the preferences again', async () => {
    server.use(refuse(getUser, 500, 'Errore', { once: true }));
    const { user } = show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare le preferenze.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('checkbox', { name: 'Notifiche di servizio' })).toBeTruthy();
  });

  it('saving sends both choices, confirms, and reads the session again', async () => {
    let body: BodyOf<typeof updateUser> | undefined;
    server.use(
      handle(updateUser, ({ body: b }) => {
        body = b;
        return {
          updateUserResponse: {
            success: true as const,
            user: userFixture({ receiveCommercialNotifications: true, receiveTechNotifications: true }),
          },
        };
      }),
    );
    const { user, refresh } = show();
    await screen.findByRole('form', { name: 'Preferenze di notifica' });
    await user.click(commercial());
    expect(save().disabled).toBe(false);
    await user.click(save());
    expect((await screen.findByTestId('push-saved')).textContent).toBe('Preferenze di notifica salvate.');
    expect(body).toEqual({
      updateUserRequest: { id: 5, receiveCommercialNotifications: true, receiveTechNotifications: true },
    });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('a refusal shows its message as the form error and saves nothing', async () => {
    server.use(refuse(updateUser, 409, 'Preferenze non modificabili ora'));
    const { user } = show();
    await screen.findByRole('form', { name: 'Preferenze di notifica' });
    await user.click(tech());
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Preferenze non modificabili ora');
    expect(screen.queryByTestId('push-saved')).toBeNull();
  });

  it('a server failure says to try later', async () => {
    server.use(refuse(updateUser, 500, 'Internal'));
    const { user } = show();
    await screen.findByRole('form', { name: 'Preferenze di notifica' });
    await user.click(tech());
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toMatch(/riprovare più tardi/);
  });
});
