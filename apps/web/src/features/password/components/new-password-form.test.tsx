// @vitest-environment jsdom
import { createNewSession, updateUser } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { COMMON_PASSWORD_MESSAGE } from '@sportello/domain/common-passwords';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackApi } from '../../../components/ui/feedback-context';
import { handle, refuse } from '../../../testing/handlers';
import { renderWithProviders, testSession } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { LINK_NOT_VALID_MESSAGE } from '../api/password-api';
import { NewPasswordForm } from './new-password-form';
import { PasswordLinkPage } from './password-link-page';

const GOOD = 'Nuova!Password2027';

// The build defines the app version (vite `define`); the unit project does not, and the new
// session's clientSpec reads it.
vi.stubGlobal('__APP_VERSION__', '0.0.0-test');

const server = setupTestServer(
  handle(updateUser, () => ({ updateUserResponse: { success: true as const, user: null } })),
  handle(createNewSession, () => ({ createNewSessionResponse: testSession('ast', { sessionId: 'nuova' }) })),
);

function renderForm(mode: 'reset' | 'create' = 'reset') {
  const feedback: FeedbackApi = { feedback: null, show: vi.fn(), clear: vi.fn() };
  const partialLogout = vi.fn();
  const adoptSession = vi.fn();
  const view = renderWithProviders(
    <FeedbackContext.Provider value={feedback}>
      <NewPasswordForm userId={42} mode={mode} />
    </FeedbackContext.Provider>,
    { session: { partialLogout, adoptSession } },
  );
  return { ...view, feedback, partialLogout, adoptSession };
}

const newPassword = () => screen.getByLabelText('Nuova password');
const confirmation = () => screen.getByLabelText('Conferma la nuova password');

describe('NewPasswordForm', () => {
  it('validation: every broken rule its own item, tied to the field, and a mismatch on the confirmation', async () => {
    const { user } = renderForm();
    await user.type(newPassword(), 'debole');
    await user.type(confirmation(), 'debole');
    // Nothing is said before the first attempt.
    expect(screen.queryByTestId('password-rules')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salva la password' }));
    const rules = await screen.findByTestId('password-rules');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'La password deve contenere almeno 8 caratteri',
      'La password deve contenere almeno una lettera maiuscola',
      'La password deve contenere almeno un simbolo',
      'La password deve contenere almeno un carattere non alfabetico',
      'La password deve contenere almeno un numero',
    ]);
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    expect(newPassword().getAttribute('aria-describedby')).toContain(rules.id);
    expect(document.activeElement).toBe(newPassword());

    await user.clear(newPassword());
    await user.type(newPassword(), GOOD);
    expect(screen.queryByTestId('password-rules')).toBeNull();
    expect(await screen.findByText('Le password non coincidono')).toBeTruthy();
    expect(confirmation().getAttribute('aria-invalid')).toBe('true');
  });

  it('an empty confirmation is required', async () => {
    const { user } = renderForm();
    await user.type(newPassword(), GOOD);
    await user.click(screen.getByRole('button', { name: 'Salva la password' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(document.activeElement).toBe(confirmation());
  });

  it('saves the password of the link’s user, starts a new session and shows the full feedback', async () => {
    let sent: unknown;
    server.use(
      handle(updateUser, ({ body }) => {
        sent = body;
        return { updateUserResponse: { success: true as const, user: null } };
      }),
    );
    const { user, feedback, partialLogout, adoptSession } = renderForm('create');
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(screen.getByRole('button', { name: 'Crea la password' }));
    await vi.waitFor(() => expect(feedback.show).toHaveBeenCalled());
    expect(sent).toEqual({ updateUserRequest: { id: 42, password: GOOD } });
    expect(partialLogout).toHaveBeenCalled();
    await vi.waitFor(() => expect(adoptSession).toHaveBeenCalled());
    expect(adoptSession).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 'nuova' }));
    expect(feedback.show).toHaveBeenCalledWith(
      expect.objectContaining({
        isFull: true,
        title: 'Password creata!',
        firstButton: { label: 'Vai al login', link: '/login' },
      }),
    );
  });

  it('a most-used password refused by the server (with its field) shows on the form, not as a rule', async () => {
    server.use(
      refuse(updateUser, 400, COMMON_PASSWORD_MESSAGE, {
        fields: { 'updateUserRequest.password': COMMON_PASSWORD_MESSAGE },
      }),
    );
    const { user, feedback } = renderForm();
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(screen.getByRole('button', { name: 'Salva la password' }));
    expect((await screen.findByTestId('password-error')).textContent).toBe(COMMON_PASSWORD_MESSAGE);
    expect(screen.queryByTestId('password-rules')).toBeNull();
    expect(feedback.show).not.toHaveBeenCalled();
  });

  it('a used or expired link: the catalogue message without a field', async () => {
    server.use(refuse(updateUser, 410, 'Gone'));
    const { user } = renderForm();
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(screen.getByRole('button', { name: 'Salva la password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.linkExpired);
    server.use(refuse(updateUser, 403, 'Vietato'));
    await user.click(screen.getByRole('button', { name: 'Salva la password' }));
    expect(await screen.findByText(LINK_NOT_VALID_MESSAGE)).toBeTruthy();
  });
});

describe('PasswordLinkPage', () => {
  const feedback: FeedbackApi = { feedback: null, show: vi.fn(), clear: vi.fn() };
  const page = (mode: 'reset' | 'create', route: string) =>
    renderWithProviders(
      <FeedbackContext.Provider value={feedback}>
        <PasswordLinkPage mode={mode} />
      </FeedbackContext.Provider>,
      { route },
    );

  it('without the link’s user: the "not valid" message and the way to a new link', () => {
    page('create', '/crea-psw');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crea la password');
    expect(screen.getByRole('alert').textContent).toBe(LINK_NOT_VALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' }).getAttribute('href')).toBe(
      '/password-dimenticata',
    );
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
  });

  it('with the link’s user: the reset heading and the form', () => {
    page('reset', '/recupero-psw?userId=7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recupero password');
    expect(screen.getByLabelText('Nuova password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salva la password' })).toBeTruthy();
  });
});
