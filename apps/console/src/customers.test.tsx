// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from './api';
import { CustomerSearch, CustomerViewPage } from './customers';
import { renderAt, stubApi } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const agent: Operator = {
  id: 3,
  username: 'demo.agente',
  name: 'Agente',
  role: 'agent',
  brands: ['ast'],
  createdAt: '2026-01-01T00:00:00Z',
  suspendedAt: null,
};

const customer = {
  id: 7,
  code: 'AST0001001',
  name: 'Mario Rossi',
  fiscalCode: 'RSSMRA80A01L219X',
  vatNumber: null,
  email: 'mario@example.it',
  brand: 'ast',
};

const routes = [
  { path: '/clienti', element: <CustomerSearch operator={agent} /> },
  { path: '/clienti/:id', element: <CustomerViewPage /> },
];

describe('the customer search', () => {
  it('asks for a code first, then lists what the search finds', async () => {
    const { calls } = stubApi({ 'GET /customers': [200, { items: [customer] }] });
    renderAt('/clienti', routes);
    expect(screen.getByText(/Inserire un codice per cercare un cliente/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Cerca/, { selector: 'input' }), 'ast0001001');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByRole('link', { name: 'Mario Rossi (AST0001001)' })).toBeTruthy();
    expect(calls[0]!.path).toBe('/customers?q=ast0001001');
  });

  it('says when nothing is found, and when the search fails', async () => {
    stubApi({ 'GET /customers': [200, { items: [] }] });
    renderAt('/clienti?q=XYZ123', routes);
    expect(
      await screen.findByText('Nessun cliente dei propri marchi corrisponde alla ricerca.'),
    ).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    stubApi({ 'GET /customers': [500, { error: { code: 'x', message: 'Errore' } }] });
    renderAt('/clienti?q=XYZ123', routes);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile cercare i clienti.',
    );
  });
});

describe('the customer view', () => {
  const view = {
    customer,
    users: [],
    supplies: {
      total: 1,
      supplies: [{ id: 1, key: 'SUP-1', commodity: 'luce', podPdr: 'IT001E00000001', status: 'Attiva' }],
    },
    invoices: { total: 0, outstandingAmount: '0.00', invoices: [] },
    payments: [],
    readings: [{ supplyKey: 'SUP-1', readings: { readings: [], total: 0, startDate: '2024-01-01' } }],
    delegations: { received: [], granted: [], requested: [] },
    notifications: {
      total: 1,
      unread: 1,
      toBeAccepted: 1,
      notifications: [
        {
          id: 1,
          subject: 'Nuove condizioni',
          message: 'Testo',
          createdAt: '2026-11-01T10:00:00Z',
          readTime: null,
          acceptedTime: null,
          toBeAccepted: true,
        },
      ],
    },
  };

  it('shows loading, then the customer as the portal does, with empty sections said', async () => {
    stubApi({ 'GET /customers/7': [200, view] });
    renderAt('/clienti/7', routes);
    expect(screen.getByText('Caricamento del cliente…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Mario Rossi · AST0001001' })).toBeTruthy();
    expect(screen.getByText('IT001E00000001')).toBeTruthy();
    expect(screen.getByText('Nuove condizioni')).toBeTruthy();
    expect(screen.getByText('da accettare')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Messaggi (1 da leggere, 1 da accettare)' })).toBeTruthy();
    expect(screen.getAllByText('Nessun elemento.').length).toBeGreaterThan(0);
  });

  it('says when the customer cannot be read (another brand: 404)', async () => {
    stubApi({});
    renderAt('/clienti/9', routes);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare il cliente.',
    );
  });
});
