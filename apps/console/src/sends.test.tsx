// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from './api';
import { SendDetailPage, SendsPage } from './sends';
import { renderAt, stubApi } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const supervisor: Operator = {
  id: 2,
  username: 'demo.supervisore',
  name: 'Supervisore',
  role: 'supervisor',
  brands: ['ast', 'sgr'],
  createdAt: '2026-01-01T00:00:00Z',
  suspendedAt: null,
};
const agent: Operator = { ...supervisor, id: 3, role: 'agent', brands: ['ast'] };

const sent = {
  id: 5,
  kind: 'message',
  subject: 'Nuove condizioni',
  body: 'Testo',
  typeCode: 'mandatory',
  acceptanceRequired: true,
  audience: { customerCodes: ['AST0001001'], brands: ['ast'] },
  startDate: null,
  endDate: null,
  operator: 'demo.agente',
  customers: 1,
  createdAt: '2026-11-26T08:00:00Z',
  written: 1,
  read: 1,
  accepted: 0,
};

const routes = (operator: Operator) => [
  { path: '/messaggi', element: <SendsPage operator={operator} /> },
  { path: '/messaggi/:id', element: <SendDetailPage /> },
];

describe('messages and proposals', () => {
  it('sends an acceptance-required message to a customer and says what happened', async () => {
    let listed: unknown[] = [];
    const { calls } = stubApi({
      'GET /sends': () => [200, { items: listed }],
      'POST /sends': () => {
        listed = [sent];
        return [201, { ...sent, unknownCustomerCodes: ['XYZ'], customersWithoutUsers: [] }];
      },
    });
    renderAt('/messaggi', routes(agent));
    expect(await screen.findByText('Nessun messaggio o proposta inviati.')).toBeTruthy();
    // An agent cannot address a whole brand.
    expect(screen.queryByRole('option', { name: 'Tutti i clienti di un marchio' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/Codici cliente/), 'AST0001001 XYZ');
    await userEvent.type(screen.getByLabelText('Oggetto'), 'Nuove condizioni');
    await userEvent.type(screen.getByLabelText('Testo'), 'Testo');
    await userEvent.click(screen.getByRole('checkbox', { name: /Da accettare/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect((await screen.findByText(/Inviato a 1 cliente/)).textContent).toContain('XYZ');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'message',
      audience: { customerCodes: ['AST0001001', 'XYZ'] },
      acceptanceRequired: true,
    });
    expect(await screen.findByRole('link', { name: 'Nuove condizioni' })).toBeTruthy();
    expect(screen.getByText('Messaggio da accettare')).toBeTruthy();
  });

  it('a supervisor sends a proposal with its window to a brand’s gas customers', async () => {
    const { calls } = stubApi({
      'GET /sends': [200, { items: [] }],
      'POST /sends': [
        201,
        { ...sent, kind: 'proposal', customers: 3, unknownCustomerCodes: [], customersWithoutUsers: [] },
      ],
    });
    renderAt('/messaggi', routes(supervisor));
    await screen.findByText('Nessun messaggio o proposta inviati.');
    await userEvent.selectOptions(screen.getByLabelText('Cosa inviare'), 'proposal');
    await userEvent.selectOptions(screen.getByLabelText('A chi'), 'brand');
    await userEvent.selectOptions(screen.getByLabelText('Con una fornitura attiva di tipo'), 'gas');
    await userEvent.type(screen.getByLabelText('Titolo'), 'Offerta');
    await userEvent.type(screen.getByLabelText('Testo'), 'Testo');
    await userEvent.type(screen.getByLabelText(/Visibile fino al/), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText(/Inviato a 3 clienti/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'proposal',
      audience: { brand: 'ast', commodity: 'gas' },
      endDate: '2026-12-31',
    });
  });

  it('shows the list’s loading and error states', async () => {
    stubApi({ 'GET /sends': [-1, null] });
    renderAt('/messaggi', routes(agent));
    expect(screen.getByText('Caricamento degli invii…')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    stubApi({ 'GET /sends': [500, { error: { code: 'x', message: 'Errore' } }] });
    renderAt('/messaggi', routes(agent));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare gli invii.',
    );
  });

  it('a send’s page lists who read and who accepted', async () => {
    stubApi({
      'GET /sends/5': [
        200,
        {
          ...sent,
          recipients: [
            {
              customerCode: 'AST0001001',
              customerName: 'Mario Rossi',
              user: 'demo.ast',
              readAt: '2026-11-26T09:00:00Z',
              acceptedAt: null,
              answer: null,
            },
          ],
        },
      ],
    });
    renderAt('/messaggi/5', routes(agent));
    expect(await screen.findByRole('heading', { name: 'Nuove condizioni' })).toBeTruthy();
    expect(screen.getByTestId('console-send-counts').textContent).toBe('1 / 0 di 1');
    expect(screen.getByText('Mario Rossi (AST0001001)')).toBeTruthy();
  });
});
