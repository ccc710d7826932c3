// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditPage } from './audit';
import { renderAt, stubApi } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = {
  id: 9,
  at: '2026-11-26T08:00:00Z',
  operatorId: 3,
  actor: 'demo.agente',
  action: 'request.state',
  targetType: 'request',
  targetId: '12',
  brand: 'ast',
  before: { state: 'open' },
  after: { state: 'concluded' },
  ip: '127.0.0.1',
};

const routes = [{ path: '/registro', element: <AuditPage /> }];

describe('the audit log', () => {
  it('lists the entries, filters by the address, and exports the CSV', async () => {
    const { calls } = stubApi({
      'GET /audit': [200, { items: [entry], total: 1, page: 1, pageSize: 50 }],
      'GET /audit/export': [
        200,
        { fileName: 'r.csv', contentType: 'text/csv; charset=utf-8', content: btoa('id\r\n'), rows: 1 },
      ],
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderAt('/registro', routes);
    expect(screen.getByText('Caricamento del registro…')).toBeTruthy();
    expect(await screen.findByText('request.state')).toBeTruthy();
    expect(screen.getByText('{"state":"concluded"}')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Operatore/), 'demo.agente');
    await userEvent.click(screen.getByRole('button', { name: 'Filtra' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path.includes('operator=demo.agente'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Esporta in CSV' }));
    expect(await screen.findByText('Esportate 1 attività.')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/audit/export'))!.path).toContain('operator=demo.agente');
  });

  it('empty and error states', async () => {
    stubApi({ 'GET /audit': [200, { items: [], total: 0, page: 1, pageSize: 50 }] });
    renderAt('/registro', routes);
    expect(await screen.findByText('Nessuna attività corrisponde ai filtri.')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    stubApi({
      'GET /audit': [
        403,
        { error: { code: 'forbidden', message: 'Il ruolo dell’operatore non consente questa operazione.' } },
      ],
    });
    renderAt('/registro', routes);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare il registro.',
    );
  });
});
