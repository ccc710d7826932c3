// @vitest-environment jsdom
import {
  checkAddress,
  createShippingAddressRequest,
  getContracts,
  getRequests,
  getStreet,
  getTown,
} from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import type { Town } from '../api/address-service';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractFixture, registryRequestFixture } from '../../../testing/fixtures-profile';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ShippingAddressEditor } from './shipping-address-form';

const torino: Town = {
  tKey: '001272',
  istatCode: '001272',
  name: 'Torino',
  province: 'TO',
  provinceName: 'Torino',
  region: 'Piemonte',
  postalCodes: ['10121', '10124'],
  cadastralCode: 'L219',
};
const checked = (Score: number) => ({
  root: {
    Indirizzo: {
      Score,
      valid: Score >= 50,
      istatCode: '001272',
      city: 'Torino',
      province: 'TO',
      postalCode: '10124',
      streetGeneric: 'Via',
      streetName: 'Po',
      civicNumber: '21',
    },
  },
});

const server = setupTestServer(
  answer(getContracts, { getContractsResponse: { contracts: [contractFixture()], total: 1 } }),
  answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }),
  answer(getTown, { getTownResponse: { towns: [torino] } }),
  answer(getStreet, {
    getStreetResponse: {
      streets: [
        { streetGeneric: 'Via', streetName: 'Po', fullName: 'Via Po', postalCode: '10124', tKey: '001272' },
      ],
    },
  }),
  answer(checkAddress, checked(90)),
);

function show() {
  return renderWithProviders(<ShippingAddressEditor customerKey="CLI0001" />);
}

async function fillAddress(user: ReturnType<typeof show>['user'], civic = '21') {
  await user.type(await screen.findByRole('combobox', { name: 'Comune' }), 'Torin');
  await user.click(await screen.findByRole('option', { name: /Torino/ }));
  await user.type(screen.getByRole('combobox', { name: 'Indirizzo (via, piazza…)' }), 'Via P');
  await user.click(await screen.findByRole('option', { name: /Via Po/ }));
  await user.type(screen.getByLabelText('Numero civico'), civic);
}

describe('ShippingAddressEditor', () => {
  it('loading, then the current address of the contract', async () => {
    const held = hold(getContracts);
    server.use(held.handler);
    show();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei contratti…');
    held.release();
    expect((await screen.findByTestId('shipping-current')).textContent).toBe(
      'Indirizzo attuale del contratto CTR-0003: Via Roma 1, 10100 Torino (TO)',
    );
    // One contract: nothing to choose.
    expect(screen.queryByLabelText('Contratto')).toBeNull();
  });

  it('error: says so and "Riprova" reads the contracts again', async () => {
    server.use(refuse(getContracts, 500, 'Errore', { once: true }));
    const { user } = show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare i contratti.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('shipping-current')).toBeTruthy();
  });

  it('empty: no active contract', async () => {
    server.use(answer(getContracts, { getContractsResponse: { contracts: [], total: 0 } }));
    show();
    expect(
      await screen.findByText('Non risultano contratti attivi associati a questo cliente.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('several contracts: a choice, and the address follows it', async () => {
    server.use(
      answer(getContracts, {
        getContractsResponse: {
          contracts: [contractFixture(), contractFixture({ id: 4, key: 'CTR-0004' })],
          total: 2,
        },
      }),
    );
    const { user } = show();
    await user.selectOptions(await screen.findByLabelText('Contratto'), 'CTR-0004');
    expect(screen.getByTestId('shipping-current').textContent).toContain('CTR-0004');
  });

  it('a request in progress is shown with its address', async () => {
    server.use(
      answer(getRequests, {
        getRequestsResponse: {
          requests: [
            registryRequestFixture('IR010', {
              requestType: 'Var_IndirizzoSpedizione',
              ticketKey: 'TCK-0077',
              details: {
                shippingAddress: {
                  streetGeneric: 'Via',
                  streetName: 'Po',
                  civicNumber: '21',
                  postalCode: '10124',
                  city: 'Torino',
                  province: 'TO',
                },
              },
            }),
          ],
          total: 1,
        },
      }),
    );
    show();
    const notice = await screen.findByTestId('shipping-in-progress');
    expect(notice.textContent).toContain('Richiesta TCK-0077 del 01-03-2026: Via Po 21, 10124 Torino (TO)');
  });

  it('an empty submit shows what is missing, focuses the first, then follows the corrections', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    const town = screen.getByRole('combobox', { name: 'Comune' });
    await waitFor(() => expect(town.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Scegliere il comune dall’elenco dei suggerimenti')).toBeTruthy();
    expect(screen.getByText('Inserire l’indirizzo')).toBeTruthy();
    expect(screen.getByText('Numero civico non valido')).toBeTruthy();
    expect(screen.getByText('CAP non valido')).toBeTruthy();
    expect(document.activeElement).toBe(town);
    await user.type(screen.getByLabelText('Numero civico'), '12');
    await waitFor(() => expect(screen.queryByText('Numero civico non valido')).toBeNull());
  });

  it('a valid address is checked, sent with the chosen town, and the form starts again', async () => {
    let body: BodyOf<typeof createShippingAddressRequest> | undefined;
    server.use(
      handle(createShippingAddressRequest, ({ body: b }) => {
        body = b;
        return { createRequestResponse: registryRequestFixture('IR001') };
      }),
    );
    const { user } = show();
    await fillAddress(user);
    expect((screen.getByLabelText('CAP') as HTMLInputElement).value).toBe('10124');
    await user.type(screen.getByLabelText('Interno'), '4');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect((await screen.findByTestId('shipping-sent')).textContent).toBe(
      'Richiesta inviata: il nuovo indirizzo è in lavorazione.',
    );
    expect(body).toEqual({
      shippingAddressRequest: {
        contractKey: 'CTR-0003',
        shippingAddress: {
          streetGeneric: 'Via',
          streetName: 'Po',
          civicNumber: '21',
          city: 'Torino',
          province: 'TO',
          postalCode: '10124',
          istatCode: '001272',
          flatNumber: '4',
          country: 'IT',
        },
      },
    });
    expect((screen.getByRole('combobox', { name: 'Comune' }) as HTMLInputElement).value).toBe('');
  });

  it('an address the service does not recognise is not sent', async () => {
    server.use(answer(checkAddress, checked(20)));
    const { user } = show();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect((await screen.findByTestId('shipping-error')).textContent).toBe(
      "L'indirizzo inserito non è stato riconosciuto. Verificare i dati e riprovare.",
    );
  });

  it('a refusal naming a part shows on it; one without, as the form error', async () => {
    server.use(
      refuse(createShippingAddressRequest, 400, 'Dati non validi', {
        once: true,
        fields: { 'shippingAddressRequest.shippingAddress.civicNumber': 'Numero civico inesistente' },
      }),
    );
    const { user } = show();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Numero civico inesistente')).toBeTruthy();
    expect(screen.getByLabelText('Numero civico').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('shipping-error')).toBeNull();
    server.use(refuse(createShippingAddressRequest, 409, 'Una richiesta è già in lavorazione'));
    await user.clear(screen.getByLabelText('Numero civico'));
    await user.type(screen.getByLabelText('Numero civico'), '23');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect((await screen.findByTestId('shipping-error')).textContent).toBe(
      'Una richiesta è già in lavorazione',
    );
  });
});
