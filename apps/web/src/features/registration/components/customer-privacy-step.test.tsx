// @vitest-environment jsdom
import { createNewUser } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackApi } from '../../../components/ui/feedback-context';
import {
  createdUser,
  CUSTOMER_UP_TO_PRIVACY,
  FISCAL_CODE,
  startDraft,
} from '../../../testing/fixtures-registration';
import { answer, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { readDraft } from '../api/draft';
import { CustomerPrivacyStep, escapeHtml } from './customer-privacy-step';

const PROOF = {
  workflowId: 'wf-1',
  method: 'email' as const,
  sentTo: 'ma***@example.it',
  expiresAt: '2099-01-01T10:15:00.000Z',
  attemptsLeft: 3,
};
const server = setupTestServer(answer(createNewUser, createdUser({ proof: PROOF })));
beforeEach(() => {
  sessionStorage.clear();
  startDraft(CUSTOMER_UP_TO_PRIVACY);
});

function renderStep() {
  const feedback: FeedbackApi = { feedback: null, show: vi.fn(), clear: vi.fn() };
  const view = renderWithProviders(
    <FeedbackContext.Provider value={feedback}>
      <CustomerPrivacyStep />
    </FeedbackContext.Provider>,
    {
      route: '/registrazione/cliente-sgr/privacy',
      path: '/registrazione/cliente-sgr/privacy',
      routes: [
        { path: '/registrazione/cliente-sgr/:type/dati' },
        { path: '/registrazione/cliente-sgr/username' },
      ],
      session: { loggedIn: false, company: 'sgr' },
    },
  );
  return { ...view, feedback };
}

const consent = () => screen.getByLabelText(/trattamento dei dati personali/);
const complete = () => screen.getByRole('button', { name: 'Completa la registrazione' });

describe('CustomerPrivacyStep', () => {
  it('validation: the personal-data consent is required, said on the box, which takes the focus', async () => {
    const { user } = renderStep();
    await user.click(complete());
    const message = await screen.findByText(MESSAGES.privacyConsentRequired);
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(consent().getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(consent());
    await user.click(consent());
    expect(screen.queryByText(MESSAGES.privacyConsentRequired)).toBeNull();
    // Each choice is kept in the draft as it is made.
    expect(readDraft().customer.privacy.personalData).toBe(true);
  });

  it('sends the registration with the draft and the consents, then goes to the proof', async () => {
    let sent: unknown;
    server.use(
      handle(createNewUser, ({ body }) => {
        sent = body;
        return createdUser({ proof: PROOF });
      }),
    );
    const { user, router } = renderStep();
    await user.click(consent());
    await user.click(screen.getByLabelText(/comunicazioni commerciali/));
    await user.click(complete());
    await screen.findByRole('heading', { name: 'Pagina /registrazione/cliente-sgr/:type/dati' });
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/private/dati');
    expect(sent).toEqual({
      createNewUserRequest: {
        company: 'sgr',
        registrationType: 'private',
        customerCode: 'CLI0001',
        fiscalCode: FISCAL_CODE,
        email: 'mario@example.it',
        username: 'mariorossi',
        privacy: { personalData: true, marketing: true, others: false },
      },
    });
    expect(readDraft().customer.proof).toMatchObject({ workflowId: 'wf-1', sentTo: 'ma***@example.it' });
  });

  it('no proof asked: the link went to the contact on file, the draft is forgotten, the feedback shows', async () => {
    server.use(answer(createNewUser, createdUser({ sentTo: 'ma***@example.it', proof: null })));
    const { user, feedback } = renderStep();
    await user.click(consent());
    await user.click(complete());
    expect((await screen.findByTestId('registration-sent')).textContent).toContain('ma***@example.it');
    expect(feedback.show).toHaveBeenCalledWith(
      expect.objectContaining({ isFull: true, title: 'Registrazione completata!' }),
    );
    expect(readDraft().customer.username).toBe('');
  });

  it('a username taken meanwhile (a refusal naming the field): the way back to change it', async () => {
    server.use(
      refuse(createNewUser, 409, 'Nome utente già in uso', {
        code: 'username_taken',
        fields: { 'createNewUserRequest.username': 'Nome utente già in uso' },
      }),
    );
    const { user } = renderStep();
    await user.click(consent());
    await user.click(complete());
    const error = await screen.findByTestId('registration-error');
    expect(error.textContent).toContain(MESSAGES.usernameInvalid);
    expect(screen.getByRole('link', { name: 'Scegli un altro nome utente' }).getAttribute('href')).toBe(
      '/registrazione/cliente-sgr/username',
    );
  });

  it('a refusal without a field: the server’s message; already registered: log in or recover', async () => {
    server.use(refuse(createNewUser, 400, 'Dati della registrazione non validi', { once: true }));
    const { user } = renderStep();
    await user.click(consent());
    await user.click(complete());
    expect((await screen.findByTestId('registration-error')).textContent).toBe(
      'Dati della registrazione non validi',
    );
    server.use(refuse(createNewUser, 409, 'Già registrato', { code: 'user_already_registered' }));
    await user.click(complete());
    expect(await screen.findByText(MESSAGES.userAlreadyRegistered)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
  });
});

describe('escapeHtml', () => {
  it('escapes what would be markup', () => {
    expect(escapeHtml('<b>"a" & \'b\'</b>')).toBe('&#60;b&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/b&#62;');
  });
});
