// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from './api';
import { OperatorsPage } from './operators';
import { renderAt, stubApi } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const admin: Operator = {
  id: 1,
  username: 'demo.admin',
  name: 'Admin',
  role: 'admin',
  brands: ['ast'],
  createdAt: '2026-01-01T00:00:00Z',
  suspendedAt: null,
};
const agent: Operator = { ...admin, id: 3, username: 'demo.agente', name: 'Agente', role: 'agent' };
const credentials = (operator: Operator) => ({
  operator,
  temporaryPassword: 'Temp-1234-abcd',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  totpUri: 'otpauth://totp/x',
  recoveryCodes: ['AAAAA-BBBBB'],
});

const routes = [{ path: '/operatori', element: <OperatorsPage me={admin} /> }];

describe('the operators', () => {
  it('suspends and resets another operator (never oneself), showing the new credentials once', async () => {
    let suspended = false;
    stubApi({
      'GET /operators': () => [
        200,
        { operators: [admin, { ...agent, suspendedAt: suspended ? '2026-11-26T08:00:00Z' : null }] },
      ],
      'POST /operators/3/suspension': () => {
        suspended = true;
        return [200, { ...agent, suspendedAt: '2026-11-26T08:00:00Z' }];
      },
      'POST /operators/3/reset': [200, credentials(agent)],
    });
    renderAt('/operatori', routes);
    expect(screen.getByText('Caricamento degli operatori…')).toBeTruthy();
    const rows = await screen.findAllByTestId('console-operator-row');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Sospendi/ }));
    expect(await screen.findByText('demo.agente sospeso: le sue sessioni sono chiuse.')).toBeTruthy();
    expect(await screen.findByText(/Sospeso dal/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Reimposta/ }));
    expect((await screen.findByTestId('console-temporary-password')).textContent).toBe('Temp-1234-abcd');
  });

  it('creates an operator with its role and brands', async () => {
    const { calls } = stubApi({
      'GET /operators': [200, { operators: [admin] }],
      'POST /operators': [201, credentials({ ...agent, id: 8, username: 'mario.rossi' })],
    });
    renderAt('/operatori', routes);
    await screen.findAllByTestId('console-operator-row');
    await userEvent.type(screen.getByLabelText(/Nome utente/), 'mario.rossi');
    await userEvent.type(screen.getByLabelText('Nome e cognome'), 'Mario Rossi');
    await userEvent.selectOptions(screen.getByLabelText('Ruolo'), 'supervisor');
    await userEvent.click(screen.getByRole('checkbox', { name: 'sol' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crea l’operatore' }));
    expect(await screen.findByText('Credenziali di mario.rossi')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      username: 'mario.rossi',
      name: 'Mario Rossi',
      role: 'supervisor',
      brands: ['sol'],
    });
  });

  it('says when the list cannot be read', async () => {
    stubApi({ 'GET /operators': [500, { error: { code: 'x', message: 'Errore' } }] });
    renderAt('/operatori', routes);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare gli operatori.',
    );
  });
});
