// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestDetail } from './api';
import { RequestDetailPage } from './request-detail';
import { renderAt, stubApi } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rettifica: RequestDetail = {
  id: 7,
  ticketKey: 'RIC-0007',
  requestType: 'RettificaLettura',
  typeLabel: 'Rettifica di una bolletta stimata',
  state: 'open',
  status: 'Aperto',
  phaseCode: 'RL010',
  brand: 'sol',
  customer: { id: 1, code: 'SOL0001016', name: 'Anna De Luca', fiscalCode: null, vatNumber: null },
  createdAt: '2026-11-20T08:00:00Z',
  stateChangedAt: null,
  message: null,
  assignee: null,
  details: { invoiceKey: 'SOL-2026-0001' },
  customerEmail: null,
  supplies: [],
  bill: { id: 3, key: 'SOL-2026-0001', replacedBy: null },
};
const routes = [{ path: '/richieste/:id', element: <RequestDetailPage /> }];

describe('a rettifica in the console (issue 25)', () => {
  it('"Sostituisci la bolletta" sends the new bill’s number, then shows the replacement', async () => {
    let replaced = false;
    const { calls } = stubApi({
      'GET /requests/7': () => [
        200,
        replaced
          ? {
              ...rettifica,
              state: 'concluded',
              bill: {
                ...rettifica.bill,
                replacedBy: { id: 9, key: 'SOL-2026-0009', replacedAt: '2026-11-26T08:00:00Z' },
              },
            }
          : rettifica,
      ],
      'POST /requests/7/replacement': () => {
        replaced = true;
        return [200, { replacement: { id: 9, key: 'SOL-2026-0009' }, carriedCredit: '0.00' }];
      },
    });
    renderAt('/richieste/7', routes);
    await userEvent.type(await screen.findByLabelText(/Numero della nuova bolletta/), 'SOL-2026-0009');
    await userEvent.click(screen.getByRole('button', { name: 'Sostituisci la bolletta' }));
    expect(await screen.findByTestId('console-bill-replaced')).toBeTruthy();
    expect(screen.getByText(/la rettifica è conclusa e il cliente ha ricevuto una notifica/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ invoiceNumber: 'SOL-2026-0009' });
  });

  it('a refusal is shown in Italian, nothing else changes', async () => {
    stubApi({
      'GET /requests/7': [200, rettifica],
      'POST /requests/7/replacement': [
        400,
        {
          error: {
            code: 'replacement_refused',
            message: 'La bolletta X non è della stessa fornitura della bolletta SOL-2026-0001',
          },
        },
      ],
    });
    renderAt('/richieste/7', routes);
    await userEvent.type(await screen.findByLabelText(/Numero della nuova bolletta/), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Sostituisci la bolletta' }));
    expect(await screen.findByText(/non è della stessa fornitura/)).toBeTruthy();
    expect(screen.queryByTestId('console-bill-replaced')).toBeNull();
  });
});
