// @vitest-environment jsdom
import { updateUser } from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackData } from '../../../components/ui/feedback-context';
import { sessionWithContracts, userFixture } from '../../../testing/fixtures-help';
import { failNetwork, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { PasswordChangeForm } from './password-change-form';

const NEW = 'Nuova!Pass2026';
const server = setupTestServer(
  handle(updateUser, () => ({ updateUserResponse: { success: true as const, user: userFixture() } })),
);

function show() {
  const feedback = vi.fn<(data: FeedbackData) => void>();
  const onChanged = vi.fn();
  const rendered = renderWithProviders(
    <FeedbackContext.Provider value={{ feedback: null, show: feedback, clear: vi.fn() }}>
      <PasswordChangeForm onChanged={onChanged} />
    </FeedbackContext.Provider>,
    { session: { session: sessionWithContracts([]) } },
  );
  const fields = {
    current: () => screen.getByLabelText('Password attuale') as HTMLInputElement,
    fresh: () => screen.getByLabelText('Nuova password') as HTMLInputElement,
    confirm: () => screen.getByLabelText('Conferma la nuova password') as HTMLInputElement,
    submit: () => screen.getByRole('button', { name: 'Cambia password' }),
  };
  return { ...rendered, feedback, onChanged, fields };
}

describe('PasswordChangeForm', () => {
  it('the rules tick as the new password is typed', async () => {
    const { user, fields } = show();
    const rules = () => Array.from(screen.getByTestId('password-rules').querySelectorAll('li'));
    expect(rules().every((li) => li.getAttribute('data-ok') === null)).toBe(true);
    await user.type(fields.fresh(), 'debole');
    expect(rules().every((li) => li.getAttribute('data-ok') === 'false')).toBe(true);
    await user.clear(fields.fresh());
    await user.type(fields.fresh(), NEW);
    expect(rules().every((li) => li.getAttribute('data-ok') === 'true')).toBe(true);
    expect(fields.fresh().getAttribute('aria-describedby')).toBe(screen.getByTestId('password-rules').id);
  });

  it('an empty submit shows each message on its field and focuses the first', async () => {
    const { user, fields } = show();
    await user.click(fields.submit());
    expect((await screen.findByTestId('current-password-error')).textContent).toBe(
      'Inserire la password attuale',
    );
    expect(screen.getByTestId('new-password-error').textContent).toBe(
      'La password deve contenere almeno 8 caratteri',
    );
    expect(screen.getByTestId('confirmation-error').textContent).toBe('Campo obbligatorio');
    expect(fields.current().getAttribute('aria-invalid')).toBe('true');
    expect(fields.fresh().getAttribute('aria-describedby')).toContain(
      screen.getByTestId('new-password-error').id,
    );
    expect(document.activeElement).toBe(fields.current());
  });

  it('the confirmation follows the new password once the form was sent', async () => {
    const { user, fields } = show();
    await user.type(fields.current(), 'Vecchia!2025');
    await user.type(fields.fresh(), 'debole');
    await user.type(fields.confirm(), 'debole');
    await user.click(fields.submit());
    expect((await screen.findByTestId('new-password-error')).textContent).toBe(
      'La password deve contenere almeno 8 caratteri',
    );
    await user.clear(fields.fresh());
    await user.type(fields.fresh(), NEW);
    await waitFor(() =>
      expect(screen.getByTestId('confirmation-error').textContent).toBe('Le password non coincidono'),
    );
    expect(screen.queryByTestId('new-password-error')).toBeNull();
    await user.clear(fields.confirm());
    await user.type(fields.confirm(), NEW);
    await waitFor(() => expect(screen.queryByTestId('confirmation-error')).toBeNull());
  });

  it('before any submit: no message on leaving a field, but a differing confirmation says so at once', async () => {
    const { user, fields } = show();
    await user.type(fields.current(), 'x');
    await user.clear(fields.current());
    await user.type(fields.fresh(), 'debole');
    await user.tab();
    expect(screen.queryByTestId('current-password-error')).toBeNull();
    expect(screen.queryByTestId('new-password-error')).toBeNull();
    await user.type(fields.confirm(), 'debo');
    expect((await screen.findByTestId('confirmation-error')).textContent).toBe('Le password non coincidono');
    await user.type(fields.confirm(), 'le');
    await waitFor(() => expect(screen.queryByTestId('confirmation-error')).toBeNull());
    await user.type(fields.fresh(), '!');
    expect((await screen.findByTestId('confirmation-error')).textContent).toBe('Le password non coincidono');
    await user.clear(fields.confirm());
    await waitFor(() => expect(screen.queryByTestId('confirmation-error')).toBeNull());
  });

  it('a valid change sends the current and new password and opens the feedback', async () => {
    let body: BodyOf<typeof updateUser> | undefined;
    server.use(
      handle(updateUser, ({ body: b }) => {
        body = b;
        return { updateUserResponse: { success: true as const, user: userFixture() } };
      }),
    );
    const { user, fields, feedback, onChanged } = show();
    await user.type(fields.current(), 'Vecchia!2025');
    await user.type(fields.fresh(), NEW);
    await user.type(fields.confirm(), NEW);
    await user.click(fields.submit());
    await waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ updateUserRequest: { id: 5, currentPassword: 'Vecchia!2025', password: NEW } });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(feedback.mock.calls[0]![0].title).toBe('Password aggiornata!');
    expect(feedback.mock.calls[0]![0].firstButton).toEqual({ label: 'Torna al profilo', link: '/profile' });
  });

  it('a refusal naming the current password shows on that field', async () => {
    server.use(
      refuse(updateUser, 400, 'Dati non validi', {
        fields: { 'updateUserRequest.currentPassword': 'La password attuale non è corretta' },
      }),
    );
    const { user, fields, feedback } = show();
    await user.type(fields.current(), 'Sbagliata!2026');
    await user.type(fields.fresh(), NEW);
    await user.type(fields.confirm(), NEW);
    await user.click(fields.submit());
    expect((await screen.findByTestId('current-password-error')).textContent).toBe(
      'La password attuale non è corretta',
    );
    expect(fields.current().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fields.current());
    expect(screen.queryByText('Dati non validi')).toBeNull();
    expect(feedback).not.toHaveBeenCalled();
  });

  it('a refusal without a field shows as the form error; a lost network says to try later', async () => {
    server.use(refuse(updateUser, 429, 'Troppi tentativi, riprova tra qualche minuto', { once: true }));
    const { user, fields } = show();
    await user.type(fields.current(), 'Vecchia!2025');
    await user.type(fields.fresh(), NEW);
    await user.type(fields.confirm(), NEW);
    await user.click(fields.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Troppi tentativi, riprova tra qualche minuto',
    );
    server.use(failNetwork(updateUser));
    await user.click(fields.submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/riprovare più tardi/));
  });
});
