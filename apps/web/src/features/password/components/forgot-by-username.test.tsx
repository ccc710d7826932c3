// @vitest-environment jsdom
import { startPasswordReset } from '@sportello/contract/endpoints';
import { MESSAGES, PASSWORD_RESET_ERROR_CODE } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackApi } from '../../../components/ui/feedback-context';
import { answer, failNetwork, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ForgotByUsernameForm } from './forgot-by-username';
import { LINK_SENT_FEEDBACK } from './link-sent';

const server = setupTestServer(answer(startPasswordReset, { passwordResetResponse: { status: 'queued' } }));

function renderForm() {
  const feedback: FeedbackApi = { feedback: null, show: vi.fn(), clear: vi.fn() };
  const view = renderWithProviders(
    <FeedbackContext.Provider value={feedback}>
      <ForgotByUsernameForm />
    </FeedbackContext.Provider>,
    { route: '/password-dimenticata/username', session: { company: 'sgr', loggedIn: false } },
  );
  return { ...view, feedback };
}

describe('ForgotByUsernameForm', () => {
  it('validation: both fields required at the first send, focus on the first, then checked as typed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    const username = screen.getByLabelText('Nome utente');
    expect(await screen.findByText('Inserire il nome utente')).toBeTruthy();
    expect(screen.getByText("Inserire l'indirizzo e-mail")).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'non-una-mail');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toContain(
      screen.getByText(MESSAGES.emailInvalid).getAttribute('id'),
    );
  });

  it('sends the trimmed data with the brand, then shows the "link sent" feedback', async () => {
    let sent: unknown;
    server.use(
      handle(startPasswordReset, ({ body }) => {
        sent = body;
        return { passwordResetResponse: { status: 'queued' as const } };
      }),
    );
    const { user, feedback } = renderForm();
    await user.type(screen.getByLabelText('Nome utente'), '  mario.rossi ');
    await user.type(screen.getByLabelText('E-mail'), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    await vi.waitFor(() => expect(feedback.show).toHaveBeenCalledWith(LINK_SENT_FEEDBACK));
    expect(sent).toEqual({
      passwordResetRequest: { username: 'mario.rossi', email: 'mario@example.it', company: 'sgr' },
    });
    expect(screen.queryByTestId('password-error')).toBeNull();
  });

  it('a refusal naming a field goes on that field', async () => {
    server.use(
      refuse(startPasswordReset, 400, 'Dati non validi', {
        fields: { 'passwordResetRequest.email': 'Indirizzo e-mail non accettato' },
      }),
    );
    const { user, feedback } = renderForm();
    await user.type(screen.getByLabelText('Nome utente'), 'mario.rossi');
    await user.type(screen.getByLabelText('E-mail'), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Indirizzo e-mail non accettato')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('password-error')).toBeNull();
    expect(feedback.show).not.toHaveBeenCalled();
  });

  it('a refusal without a field: the catalogue message of params_not_valid on the form', async () => {
    server.use(refuse(startPasswordReset, 400, 'params', { code: PASSWORD_RESET_ERROR_CODE }));
    const { user, feedback } = renderForm();
    await user.type(screen.getByLabelText('Nome utente'), 'mario.rossi');
    await user.type(screen.getByLabelText('E-mail'), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    const error = await screen.findByTestId('password-error');
    expect(error.textContent).toBe(MESSAGES.passwordResetFailed);
    expect(error.getAttribute('role')).toBe('alert');
    expect(feedback.show).not.toHaveBeenCalled();
  });

  it('a lost network: the "try later" message, and the button is usable again', async () => {
    server.use(failNetwork(startPasswordReset));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Nome utente'), 'mario.rossi');
    await user.type(screen.getByLabelText('E-mail'), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect((await screen.findByTestId('password-error')).textContent).toMatch(/riprova/i);
    expect(screen.getByRole('button', { name: 'Invia il link' }).hasAttribute('disabled')).toBe(false);
  });
});
