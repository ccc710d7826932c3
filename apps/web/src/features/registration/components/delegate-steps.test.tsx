// @vitest-environment jsdom
import { createNewUser, validateUser } from '@sportello/contract/endpoints';
import { MESSAGES, OWNERSHIP_MESSAGES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type FeedbackApi } from '../../../components/ui/feedback-context';
import {
  createdUser,
  DELEGATE_UP_TO_USERNAME,
  FISCAL_CODE,
  startDraft,
  usernameAnswer,
} from '../../../testing/fixtures-registration';
import { answer, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { readDraft } from '../api/draft';
import {
  delegateStep,
  DelegateContactsStep,
  DelegatePersonStep,
  DelegatePrivacyStep,
  DelegateUsernameStep,
} from './delegate-steps';

const server = setupTestServer(
  answer(validateUser, { validateUserResponse: { valid: true, usernameAvailable: true, messages: {} } }),
  answer(createNewUser, createdUser()),
);
beforeEach(() => sessionStorage.clear());

const feedback: FeedbackApi = { feedback: null, show: vi.fn(), clear: vi.fn() };
function renderAt(ui: ReactElement, path: string) {
  return renderWithProviders(<FeedbackContext.Provider value={feedback}>{ui}</FeedbackContext.Provider>, {
    route: path,
    path,
    routes: ['', '/contacts', '/address', '/username', '/privacy']
      .map((p) => `/registrazione/delegate${p}`)
      .filter((p) => p !== path)
      .map((p) => ({ path: p })),
    session: { loggedIn: false, company: 'ast' },
  });
}
const next = () => screen.getByRole('button', { name: 'Continua' });

describe('delegateStep', () => {
  it('numbers the steps from 1', () => {
    expect(delegateStep('person')).toMatchObject({ index: 1, count: 5 });
    expect(delegateStep('privacy')).toMatchObject({ index: 5, count: 5 });
  });
});

describe('DelegatePersonStep', () => {
  it('validation: required, the name rule and the fiscal code rule', async () => {
    const { user } = renderAt(<DelegatePersonStep />, '/registrazione/delegate');
    await user.click(next());
    expect(await screen.findByText('Inserire il nome')).toBeTruthy();
    expect(screen.getByText('Inserire il cognome')).toBeTruthy();
    expect(screen.getByText('Inserire il codice fiscale')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Mario3');
    expect(await screen.findByText(OWNERSHIP_MESSAGES.delegateNameInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Codice fiscale'), 'RSSMRA85T10A562X');
    expect(await screen.findByText(MESSAGES.fiscalCodeInvalid)).toBeTruthy();
  });

  it('keeps the person, the fiscal code upper-cased, and goes to the contacts', async () => {
    const { user, router } = renderAt(<DelegatePersonStep />, '/registrazione/delegate');
    await user.type(screen.getByLabelText('Nome'), ' Mario ');
    await user.type(screen.getByLabelText('Cognome'), 'Rossi');
    await user.type(screen.getByLabelText('Codice fiscale'), FISCAL_CODE.toLowerCase());
    await user.click(next());
    expect(router.state.location.pathname).toBe('/registrazione/delegate/contacts');
    expect(readDraft().delegate).toMatchObject({
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: FISCAL_CODE,
    });
  });
});

describe('DelegateContactsStep', () => {
  it('without the person: back to the first step', () => {
    const { router } = renderAt(<DelegateContactsStep />, '/registrazione/delegate/contacts');
    expect(router.state.location.pathname).toBe('/registrazione/delegate');
  });

  it('validation, then the contacts kept (the mobile normalised) and the address next', async () => {
    startDraft({}, { firstName: 'Mario', lastName: 'Rossi', fiscalCode: FISCAL_CODE });
    const { user, router } = renderAt(<DelegateContactsStep />, '/registrazione/delegate/contacts');
    await user.click(next());
    expect(await screen.findByText("Inserire l'indirizzo e-mail")).toBeTruthy();
    expect(screen.getByText('Inserire il numero di cellulare')).toBeTruthy();
    await user.type(screen.getByLabelText('Cellulare'), '06 1234567');
    expect(await screen.findByText(MESSAGES.mobilePhoneInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText('Cellulare'));
    await user.type(screen.getByLabelText('Cellulare'), '333 123 4567');
    await user.type(screen.getByLabelText('E-mail'), 'mario@example.it');
    await user.click(next());
    expect(router.state.location.pathname).toBe('/registrazione/delegate/address');
    expect(readDraft().delegate.email).toBe('mario@example.it');
    expect(readDraft().delegate.phoneMobile.replace(/\D/g, '')).toContain('3331234567');
  });
});

describe('DelegateUsernameStep', () => {
  it('a username in use is said on the field; a free one is kept and the privacy follows', async () => {
    startDraft({}, DELEGATE_UP_TO_USERNAME);
    server.use(
      handle(validateUser, ({ body }) => usernameAnswer(body.validateUserRequest.username !== 'preso')),
    );
    const { user, router } = renderAt(<DelegateUsernameStep />, '/registrazione/delegate/username');
    const field = screen.getByLabelText('Nome utente');
    await user.type(field, 'preso');
    expect(await screen.findByText(MESSAGES.usernameInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'mariorossi');
    await screen.findByText('Nome utente disponibile');
    await user.click(next());
    expect(router.state.location.pathname).toBe('/registrazione/delegate/privacy');
    expect(readDraft().delegate.username).toBe('mariorossi');
  });
});

describe('DelegatePrivacyStep', () => {
  beforeEach(() => startDraft({}, { ...DELEGATE_UP_TO_USERNAME, username: 'mariorossi' }));

  it('sends the delegate’s registration with the address in one line, then the link-sent screen', async () => {
    let sent: unknown;
    server.use(
      handle(createNewUser, ({ body }) => {
        sent = body;
        return createdUser({ sentTo: 'ma***@example.it' });
      }),
    );
    const { user } = renderAt(<DelegatePrivacyStep />, '/registrazione/delegate/privacy');
    await user.click(screen.getByLabelText(/trattamento dei dati personali/));
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect((await screen.findByTestId('registration-sent')).textContent).toContain('ma***@example.it');
    expect(sent).toEqual({
      createNewUserRequest: {
        company: 'ast',
        registrationType: 'delegate',
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: FISCAL_CODE,
        email: 'mario@example.it',
        phoneMobile: '3331234567',
        username: 'mariorossi',
        address: {
          streetName: 'Via Roma',
          civicNumber: '1',
          city: 'Roma',
          province: 'RM',
          postalCode: '00184',
        },
        privacy: { personalData: true, marketing: false, others: false },
      },
    });
    expect(feedback.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Registrazione completata!' }),
    );
  });

  it('a refusal: the message above the button, the button usable again', async () => {
    server.use(refuse(createNewUser, 500, 'Errore interno'));
    const { user } = renderAt(<DelegatePrivacyStep />, '/registrazione/delegate/privacy');
    await user.click(screen.getByLabelText(/trattamento dei dati personali/));
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect((await screen.findByTestId('registration-error')).textContent).toMatch(/riprova/i);
    expect(screen.getByRole('button', { name: 'Completa la registrazione' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
