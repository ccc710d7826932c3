// @vitest-environment jsdom
import { checkAddress, getStreet, getTown } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELEGATE_UP_TO_USERNAME, startDraft } from '../../../testing/fixtures-registration';
import { answer, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { EMPTY_ADDRESS, readDraft } from '../api/draft';
import { DelegateAddressStep } from './delegate-address-step';

const ROMA = {
  tKey: '058091',
  istatCode: '058091',
  name: 'Roma',
  province: 'RM',
  provinceName: 'Roma',
  region: 'Lazio',
  postalCodes: ['00118', '00184'],
  cadastralCode: 'H501',
};
const NAZIONALE = {
  streetGeneric: 'Via',
  streetName: 'Nazionale',
  fullName: 'Via Nazionale',
  postalCode: '00184',
  tKey: '058091',
};
const checked = (score: number) => ({
  root: {
    Indirizzo: {
      Score: score,
      valid: score >= 50,
      istatCode: '058091',
      city: 'Roma',
      province: 'RM',
      postalCode: '00184',
      streetGeneric: 'Via',
      streetName: 'Nazionale',
      civicNumber: '10',
    },
  },
});

const server = setupTestServer(
  answer(getTown, { getTownResponse: { towns: [ROMA] } }),
  answer(getStreet, { getStreetResponse: { streets: [NAZIONALE] } }),
  answer(checkAddress, checked(90)),
);
beforeEach(() => {
  sessionStorage.clear();
  startDraft({}, { ...DELEGATE_UP_TO_USERNAME, address: EMPTY_ADDRESS });
});

const renderStep = () =>
  renderWithProviders(<DelegateAddressStep />, {
    route: '/registrazione/delegate/address',
    path: '/registrazione/delegate/address',
    routes: [{ path: '/registrazione/delegate/username' }, { path: '/registrazione/delegate/contacts' }],
    session: { loggedIn: false },
  });
const town = () => screen.getByRole('combobox', { name: 'Comune' });
const street = () => screen.getByRole('combobox', { name: 'Indirizzo' });

describe('DelegateAddressStep', () => {
  it('without the contacts: back to them', () => {
    startDraft({}, { ...DELEGATE_UP_TO_USERNAME, email: '' });
    const { router } = renderStep();
    expect(router.state.location.pathname).toBe('/registrazione/delegate/contacts');
  });

  it('validation: the schema’s messages at "Continua", the focus on the town', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Inserire il comune')).toBeTruthy();
    expect(screen.getByText('Inserire il numero civico')).toBeTruthy();
    expect(screen.getByText('Inserire il CAP')).toBeTruthy();
    expect(town().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(town());
    await user.type(screen.getByLabelText('CAP'), '123');
    expect(await screen.findByText(MESSAGES.postalCodeInvalid)).toBeTruthy();
  });

  it('the suggestions fill town, province, street and postal code; the checked address is kept', async () => {
    let sent: unknown;
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      handle(getStreet, ({ query }) => {
        asked.push(query);
        return { getStreetResponse: { streets: [NAZIONALE] } };
      }),
      handle(checkAddress, ({ body }) => {
        sent = body;
        return checked(90);
      }),
    );
    const { user, router } = renderStep();
    expect(street().getAttribute('aria-describedby')).toBeTruthy();
    await user.type(town(), 'Rom');
    await user.click(await screen.findByRole('option', { name: 'Roma (RM)' }));
    expect((screen.getByLabelText('Provincia') as HTMLInputElement).value).toBe('RM');
    await user.type(street(), 'Nazi');
    await user.click(await screen.findByRole('option', { name: /^Via Nazionale/ }));
    expect(asked[0]).toMatchObject({ tKey: '058091' });
    expect((screen.getByLabelText('CAP') as HTMLInputElement).value).toBe('00184');
    await user.type(screen.getByLabelText('Numero civico'), '10');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await screen.findByRole('heading', { name: 'Pagina /registrazione/delegate/username' });
    expect(router.state.location.pathname).toBe('/registrazione/delegate/username');
    expect(sent).toEqual({
      checkAddressRequest: {
        streetGeneric: 'Via',
        streetName: 'Nazionale',
        civicNumber: '10',
        city: 'Roma',
        province: 'RM',
        postalCode: '00184',
        country: 'IT',
      },
    });
    expect(readDraft().delegate.address).toMatchObject({
      checked: true,
      istatCode: '058091',
      civicNumber: '10',
    });
  });

  it('an address the service scores low is refused with the form’s message', async () => {
    server.use(answer(checkAddress, checked(20)));
    const { user } = renderStep();
    await user.type(town(), 'Rom');
    await user.click(await screen.findByRole('option', { name: 'Roma (RM)' }));
    await user.type(street(), 'Via Inesistente');
    await user.type(screen.getByLabelText('Numero civico'), '1');
    await user.type(screen.getByLabelText('CAP'), '00184');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    const error = await screen.findByTestId('registration-error');
    expect(error.textContent).toContain(MESSAGES.addressInvalid);
    expect(readDraft().delegate.address.checked).toBe(false);
  });

  it('the check unavailable: said, and nothing kept as checked', async () => {
    server.use(refuse(checkAddress, 503, 'Servizio non disponibile'));
    startDraft({}, DELEGATE_UP_TO_USERNAME);
    const { user } = renderStep();
    // The draft's address comes back into the boxes.
    expect((town() as HTMLInputElement).value).toBe('Roma');
    expect((street() as HTMLInputElement).value).toBe('Via Roma');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByTestId('registration-error')).textContent).toBe(
      'Verifica dell’indirizzo non disponibile, riprovare più tardi',
    );
  });

  it('towns that cannot be loaded are said in the town box', async () => {
    server.use(refuse(getTown, 500, 'Errore'));
    const { user } = renderStep();
    await user.type(town(), 'Rom');
    expect(await screen.findByText('Suggerimenti non disponibili: riprova tra poco.')).toBeTruthy();
  });
});
