// @vitest-environment jsdom
import { validateUser } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FISCAL_CODE, startDraft, VAT_NUMBER } from '../../../testing/fixtures-registration';
import { answer, failNetwork, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { readDraft } from '../api/draft';
import { CustomerCodeForm } from './customer-code-form';

const server = setupTestServer(
  answer(validateUser, { validateUserResponse: { valid: true, customerMatches: true, messages: {} } }),
);
beforeEach(() => sessionStorage.clear());

function renderForm(type = 'private', taxCode?: string) {
  startDraft({ type: type === 'company' ? 'company' : 'private' });
  return renderWithProviders(<CustomerCodeForm type={type} taxCode={taxCode} />, {
    route: '/registrazione/cliente-sgr/x',
    routes: [{ path: '/registrazione/cliente-sgr/username' }, { path: '/registrazione/cliente-sgr' }],
    session: { loggedIn: false },
  });
}

const code = () => screen.getByLabelText('Codice cliente');
const send = () => screen.getByRole('button', { name: 'Continua' });

describe('CustomerCodeForm', () => {
  it('validation: required fields, the customer code and fiscal code rules, the fiscal code as soon as it is whole', async () => {
    const { user } = renderForm();
    await user.click(send());
    expect(await screen.findByText('Inserire il codice cliente')).toBeTruthy();
    expect(screen.getByText('Inserire il codice fiscale')).toBeTruthy();
    expect(document.activeElement).toBe(code());
    await user.type(code(), '!!');
    expect(await screen.findByText(MESSAGES.clientCodeInvalid)).toBeTruthy();
    const tax = screen.getByLabelText('Codice fiscale');
    await user.type(tax, 'RSSMRA85T10A562X');
    expect(await screen.findByText(MESSAGES.fiscalCodeInvalid)).toBeTruthy();
    expect(tax.getAttribute('aria-invalid')).toBe('true');
  });

  it('a company gives its VAT number; a wrong one is said', async () => {
    const { user } = renderForm('company');
    const vat = screen.getByLabelText('Partita IVA');
    await user.type(vat, '12345678901');
    expect(await screen.findByText(MESSAGES.vatNumberInvalid)).toBeTruthy();
  });

  it('an unknown type goes back to the choice of the type', () => {
    const { router } = renderForm('alieno');
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr');
  });

  it('matched: the normalised data are sent, kept as matched, and the username step follows', async () => {
    let sent: unknown;
    server.use(
      handle(validateUser, ({ body }) => {
        sent = body;
        return { validateUserResponse: { valid: true, customerMatches: true, messages: {} } };
      }),
    );
    const { user, router } = renderForm('private', FISCAL_CODE.toLowerCase());
    expect((screen.getByLabelText('Codice fiscale') as HTMLInputElement).value).toBe(
      FISCAL_CODE.toLowerCase(),
    );
    await user.type(code(), ' cli0001 ');
    await user.click(send());
    await screen.findByRole('heading', { name: 'Pagina /registrazione/cliente-sgr/username' });
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/username');
    expect(sent).toEqual({
      validateUserRequest: { registrationType: 'private', customerCode: 'CLI0001', fiscalCode: FISCAL_CODE },
    });
    expect(readDraft().customer).toMatchObject({
      customerCode: 'CLI0001',
      taxId: FISCAL_CODE,
      matched: true,
    });
  });

  it('a refusal of the tax id goes on its field, with the focus', async () => {
    server.use(
      answer(validateUser, {
        validateUserResponse: {
          valid: false,
          customerMatches: false,
          messages: { vatNumber: 'Partita IVA non corrispondente' },
        },
      }),
    );
    const { user } = renderForm('company');
    await user.type(code(), 'CLI0001');
    await user.type(screen.getByLabelText('Partita IVA'), VAT_NUMBER);
    await user.click(send());
    expect(await screen.findByText('Partita IVA non corrispondente')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Partita IVA'));
    expect(screen.queryByTestId('registration-error')).toBeNull();
  });

  it('a customer code that does not match is the form’s message', async () => {
    server.use(
      answer(validateUser, {
        validateUserResponse: {
          valid: false,
          customerMatches: false,
          messages: { customerCode: 'Codice cliente non trovato' },
        },
      }),
    );
    const { user } = renderForm();
    await user.type(code(), 'CLI0001');
    await user.type(screen.getByLabelText('Codice fiscale'), FISCAL_CODE);
    await user.click(send());
    const error = await screen.findByTestId('registration-error');
    expect(error.textContent).toBe('Codice cliente non trovato');
    expect(error.getAttribute('role')).toBe('alert');
  });

  it('an already registered customer: the message with the ways to log in or recover the password', async () => {
    server.use(
      answer(validateUser, { validateUserResponse: { valid: false, alreadyRegistered: true, messages: {} } }),
    );
    const { user } = renderForm();
    await user.type(code(), 'CLI0001');
    await user.type(screen.getByLabelText('Codice fiscale'), FISCAL_CODE);
    await user.click(send());
    const error = await screen.findByTestId('registration-error');
    expect(error.textContent).toContain(MESSAGES.userAlreadyRegistered);
    expect(screen.getByRole('link', { name: 'Recupera la password' }).getAttribute('href')).toBe(
      '/password-dimenticata',
    );
  });

  it('a refusal of the call (too many requests) and a lost network', async () => {
    server.use(refuse(validateUser, 429, 'Troppe richieste, riprovare tra poco', { once: true }));
    const { user } = renderForm();
    await user.type(code(), 'CLI0001');
    await user.type(screen.getByLabelText('Codice fiscale'), FISCAL_CODE);
    await user.click(send());
    expect((await screen.findByTestId('registration-error')).textContent).toBe(
      'Troppe richieste, riprovare tra poco',
    );
    server.use(failNetwork(validateUser));
    await user.click(send());
    await screen.findByText(/riprova/i, { selector: '[data-testid="registration-error"]' });
  });
});
