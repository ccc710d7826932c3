// @vitest-environment jsdom
import { startPasswordReset } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackApi } from '../../../components/ui/feedback-context';
import { answer, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ForgotByCustomerCodeForm } from './forgot-by-customer-code';
import { LINK_SENT_FEEDBACK } from './link-sent';

const server = setupTestServer(answer(startPasswordReset, { passwordResetResponse: { status: 'queued' } }));
const VAT = '12345670017';

function renderForm() {
  const feedback: FeedbackApi = { feedback: null, show: vi.fn(), clear: vi.fn() };
  const view = renderWithProviders(
    <FeedbackContext.Provider value={feedback}>
      <ForgotByCustomerCodeForm />
    </FeedbackContext.Provider>,
    { session: { company: 'ast', loggedIn: false } },
  );
  return { ...view, feedback };
}

const taxField = () => screen.getByLabelText(/Codice fiscale o partita IVA/);

describe('ForgotByCustomerCodeForm', () => {
  it('validation: required fields, then the rules of the customer code and the tax id', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Inserire il codice cliente')).toBeTruthy();
    expect(screen.getByText('Inserire il codice fiscale o la partita IVA')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Codice cliente'));
    await user.type(screen.getByLabelText('Codice cliente'), 'A!');
    expect(await screen.findByText(MESSAGES.clientCodeInvalid)).toBeTruthy();
    await user.type(taxField(), '12345678901');
    expect(await screen.findByText(MESSAGES.ownerTaxCodeInvalid)).toBeTruthy();
    // The hint stays tied to the field along with the error.
    const described = taxField().getAttribute('aria-describedby') ?? '';
    expect(described.split(' ')).toHaveLength(2);
  });

  it('sends the code upper-cased and the VAT number as such, then the feedback', async () => {
    let sent: unknown;
    server.use(
      handle(startPasswordReset, ({ body }) => {
        sent = body;
        return { passwordResetResponse: { status: 'queued' as const } };
      }),
    );
    const { user, feedback } = renderForm();
    await user.type(screen.getByLabelText('Codice cliente'), ' cli0001 ');
    await user.type(taxField(), VAT);
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    await vi.waitFor(() => expect(feedback.show).toHaveBeenCalledWith(LINK_SENT_FEEDBACK));
    expect(sent).toEqual({
      passwordResetRequest: { customerCode: 'CLI0001', vatNumber: VAT, company: 'ast' },
    });
  });

  it("a refusal of the VAT number goes on the owner's tax id field", async () => {
    server.use(
      refuse(startPasswordReset, 400, 'Dati non validi', {
        fields: { 'passwordResetRequest.vatNumber': 'Partita IVA sconosciuta' },
      }),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Codice cliente'), 'CLI0001');
    await user.type(taxField(), VAT);
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Partita IVA sconosciuta')).toBeTruthy();
    expect(taxField().getAttribute('aria-invalid')).toBe('true');
  });

  it('a refusal without a field (too many requests) shows the server message on the form', async () => {
    server.use(refuse(startPasswordReset, 429, 'Troppe richieste: riprovare tra qualche minuto'));
    const { user, feedback } = renderForm();
    await user.type(screen.getByLabelText('Codice cliente'), 'CLI0001');
    await user.type(taxField(), VAT);
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Troppe richieste: riprovare tra qualche minuto',
    );
    expect(feedback.show).not.toHaveBeenCalled();
  });
});
