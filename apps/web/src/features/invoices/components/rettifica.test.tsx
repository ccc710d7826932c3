// @vitest-environment jsdom
import { createRettificaRequest, getRettificaOptions } from '@sportello/contract/endpoints';
import type { CustomerRequest, RettificaOptions } from '@sportello/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, hold, on, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { Rettifica } from './rettifica';

const options = (over: Partial<RettificaOptions> = {}): RettificaOptions => ({
  invoiceId: 21,
  estimated: true,
  reason: null,
  supplyKey: 'SUP-1',
  unit: 'Smc',
  meter: { serial: 'GAS-123', digits: 5, registers: [null] },
  estimatedReadings: [{ band: null, value: '12450', readingDate: '2026-11-01' }],
  openingReadings: [{ band: null, value: '12000', readingDate: '2026-09-01' }],
  inProgress: false,
  photo: { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
  ...over,
});

const practice: CustomerRequest = {
  id: 88,
  requestId: 88,
  ticketKey: 'RIC-2026-00AA11BB',
  requestType: 'RettificaLettura',
  CreatedDate: '2026-11-26T10:00:00.000Z',
  PhaseCode: 'RL010',
  Status: 'Aperto',
  customerId: 1,
  customerKey: 'MES0001013',
  contractId: 3,
  contractKey: 'CTR-3',
  invoiceId: 21,
  details: {},
  StatusMessage: null,
  StatusDate: null,
};

const server = setupTestServer(answer(getRettificaOptions, { getRettificaOptionsResponse: options() }));

describe('Rettifica', () => {
  it('loading', async () => {
    const held = hold(getRettificaOptions);
    server.use(held.handler);
    renderWithProviders(<Rettifica invoiceId={21} />);
    expect((await screen.findByTestId('rettifica-loading')).textContent).toBe(
      'Verifica delle letture della bolletta…',
    );
    held.release();
  });

  it('error, then "Riprova"', async () => {
    server.use(refuse(getRettificaOptions, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<Rettifica invoiceId={21} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile verificare le letture della bolletta.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('rettifica')).toBeTruthy();
  });

  it('empty: a bill on real readings shows nothing', async () => {
    server.use(
      answer(getRettificaOptions, {
        getRettificaOptionsResponse: options({ estimated: false, reason: 'reale' }),
      }),
    );
    const { queryClient } = renderWithProviders(<Rettifica invoiceId={21} />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['money', 'rettifica', 21])?.status).toBe('success'),
    );
    expect(screen.queryByTestId('rettifica')).toBeNull();
  });

  it('checks the reading with the meter’s rules, then files it with the photo', async () => {
    let sent: unknown;
    server.use(
      on(createRettificaRequest).reply(({ body }) => {
        sent = body;
        return { createRequestResponse: practice };
      }),
    );
    const { user } = renderWithProviders(<Rettifica invoiceId={21} />);
    expect((await screen.findByTestId('rettifica')).textContent).toMatch(/12450 Smc stimati al 01-11-2026/);
    await user.click(screen.getByRole('button', { name: 'Correggi con la tua lettura' }));
    const reading = screen.getByLabelText('Lettura del contatore (Smc)');
    await user.type(reading, '11999');
    await user.click(screen.getByRole('button', { name: 'Invia la rettifica' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La lettura non può essere inferiore a quella reale di inizio periodo (12000)',
    );
    await user.clear(reading);
    await user.type(reading, '123456');
    await user.click(screen.getByRole('button', { name: 'Invia la rettifica' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La lettura può avere al massimo 5 cifre');
    expect(sent).toBeUndefined();

    await user.clear(reading);
    await user.type(reading, '12301');
    const pdf = new File(['%PDF'], 'bolletta.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Foto del contatore (facoltativa)'), pdf);
    await user.click(screen.getByRole('button', { name: 'Invia la rettifica' }));
    // The input's accept attribute keeps the PDF out; without a photo the reading goes alone.
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'contatore.png',
      {
        type: 'image/png',
      },
    );
    if (!sent) {
      await user.upload(screen.getByLabelText('Foto del contatore (facoltativa)'), png);
      await user.click(screen.getByRole('button', { name: 'Invia la rettifica' }));
    }
    expect((await screen.findByTestId('rettifica-filed')).textContent).toMatch(/RIC-2026-00AA11BB/);
    expect(sent).toMatchObject({ rettificaRequest: { registers: [{ band: null, value: '12301' }] } });
  });

  it('refuses a photo of another type or too large before sending', async () => {
    const { user } = renderWithProviders(<Rettifica invoiceId={21} />, {});
    await user.click(await screen.findByRole('button', { name: 'Correggi con la tua lettura' }));
    await user.type(screen.getByLabelText('Lettura del contatore (Smc)'), '12301');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Foto del contatore (facoltativa)'), big);
    await user.click(screen.getByRole('button', { name: 'Invia la rettifica' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La foto può essere al massimo di 5 MB');
  });

  it('a rettifica in progress says so', async () => {
    server.use(answer(getRettificaOptions, { getRettificaOptionsResponse: options({ inProgress: true }) }));
    renderWithProviders(<Rettifica invoiceId={21} />);
    expect((await screen.findByRole('status')).textContent).toMatch(/La tua rettifica è in corso/);
  });
});
