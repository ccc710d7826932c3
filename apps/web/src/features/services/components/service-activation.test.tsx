// @vitest-environment jsdom
import { createServiceActivationRequest, getServices } from '@sportello/contract/endpoints';
import type { CustomerRequest } from '@sportello/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestFixture } from '../../../testing/fixtures-bank-debit';
import { servicesFixture, servicesSupplyFixture } from '../../../testing/fixtures-services';
import { answer, failNetwork, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ServiceActivation } from './service-activation';

const twoSupplies = servicesFixture({
  supplies: [
    servicesSupplyFixture({ nickname: 'Casa' }),
    servicesSupplyFixture({
      supplyId: 9,
      supplyKey: 'SUP-0009',
      nickname: 'Ufficio',
      podPdr: 'IT001E00000009',
    }),
    servicesSupplyFixture({
      supplyId: 10,
      supplyKey: 'SUP-0010',
      nickname: 'Garage',
      services: [{ code: 'PIE', status: 'Attivo', requestId: 3, activatedOn: '2026-01-01' }],
    }),
  ],
});

const server = setupTestServer(answer(getServices, { getServicesResponse: twoSupplies }));

function renderActivation(props: { preselectedSupplyId?: number; code?: string } = {}) {
  const onActivated = vi.fn<(request: CustomerRequest, name: string) => void>();
  const result = renderWithProviders(
    <ServiceActivation
      code={props.code ?? 'PIE'}
      preselectedSupplyId={props.preselectedSupplyId}
      customerKey="CLI0001"
      onActivated={onActivated}
    />,
  );
  return { ...result, onActivated };
}

const confirm = () => screen.getByRole('button', { name: 'Conferma attivazione' });

describe('ServiceActivation: the page', () => {
  it('loading, then the service with its cost', async () => {
    const held = hold(getServices);
    server.use(held.handler);
    renderActivation();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei servizi…');
    held.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attiva Pronto Intervento Elettricista' }),
    ).toBeTruthy();
    expect(screen.getByText(/Costo: 3,50\s€ al mese, in bolletta/)).toBeTruthy();
  });

  it('error: an alert, and "Riprova" loads the page', async () => {
    server.use(refuse(getServices, 500, 'Errore', { once: true }));
    const { user } = renderActivation();
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare i servizi.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'Conferma attivazione' })).toBeTruthy();
  });

  it('an unknown service: not found, with the way back', async () => {
    renderActivation({ code: 'NESSUNO' });
    expect((await screen.findByRole('alert')).textContent).toBe('Servizio non trovato.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Attiva un servizio');
  });

  it('nothing left to activate: says so, no form', async () => {
    server.use(
      answer(getServices, {
        getServicesResponse: servicesFixture({
          supplies: [
            servicesSupplyFixture({
              services: [{ code: 'PIE', status: 'InAttivazione', requestId: 2, activatedOn: null }],
            }),
          ],
        }),
      }),
    );
    renderActivation();
    expect(await screen.findByText(/già attivo o in attivazione su tutte le forniture/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conferma attivazione' })).toBeNull();
  });
});

describe('ServiceActivation: the form', () => {
  it('offers only the supplies where it can be activated, the linked one chosen', async () => {
    renderActivation({ preselectedSupplyId: 9 });
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Ufficio/, checked: true })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Su quale fornitura vuoi attivarlo?' })).toBeTruthy();
  });

  it('a single possible supply is chosen already', async () => {
    server.use(answer(getServices, { getServicesResponse: servicesFixture() }));
    renderActivation();
    expect(await screen.findByRole('radio', { checked: true })).toBeTruthy();
  });

  it('none chosen: "Selezionare la fornitura" on the group, focus on the choice, nothing sent', async () => {
    let sent = false;
    server.use(
      handle(createServiceActivationRequest, () => {
        sent = true;
        return { createRequestResponse: requestFixture() };
      }),
    );
    const { user } = renderActivation();
    await user.click(await screen.findByRole('button', { name: 'Conferma attivazione' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Selezionare la fornitura');
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));
    expect(sent).toBe(false);
    // Choosing clears the message.
    await user.click(screen.getByRole('radio', { name: /Casa/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends the chosen supply and the service, then hands the practice over', async () => {
    let body: unknown;
    const practice = requestFixture({ id: 77, ticketKey: 'TCK-0077', requestType: 'AttivazioneServizio' });
    server.use(
      handle(
        createServiceActivationRequest,
        ({ body: request }) => {
          body = request;
          return { createRequestResponse: practice };
        },
        { status: 201 },
      ),
    );
    const { user, onActivated } = renderActivation();
    await user.click(await screen.findByRole('radio', { name: /Ufficio/ }));
    await user.click(confirm());
    await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
    expect(onActivated).toHaveBeenCalledWith(practice, 'Pronto Intervento Elettricista');
    expect(body).toEqual({ serviceActivationRequest: { supplyKey: 'SUP-0009', serviceCode: 'PIE' } });
  });

  it('a refusal naming the supply shows on the choice', async () => {
    server.use(
      refuse(createServiceActivationRequest, 400, 'Dati non validi', {
        fields: { 'serviceActivationRequest.supplyKey': 'Fornitura non attiva' },
      }),
    );
    const { user, onActivated } = renderActivation({ preselectedSupplyId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Conferma attivazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fornitura non attiva');
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('a refusal without a field (409) keeps the server words', async () => {
    server.use(refuse(createServiceActivationRequest, 409, 'Il servizio è già in attivazione'));
    const { user } = renderActivation({ preselectedSupplyId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Conferma attivazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Il servizio è già in attivazione');
  });

  it('a server fault or a lost network says the request could not be sent', async () => {
    // First the fault, then the network: the server's own words are never shown.
    server.use(failNetwork(createServiceActivationRequest));
    server.use(refuse(createServiceActivationRequest, 500, 'NullPointerException', { once: true }));
    const { user } = renderActivation({ preselectedSupplyId: 7 });
    await user.click(await screen.findByRole('button', { name: 'Conferma attivazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile inviare la richiesta. Riprova più tardi.',
    );
    await user.click(confirm());
    await waitFor(() => expect(confirm().textContent).toBe('Conferma attivazione'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Non è stato possibile inviare la richiesta. Riprova più tardi.',
    );
  });
});
