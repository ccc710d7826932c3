// @vitest-environment jsdom
import {
  describeMeterGroup,
  getReadingWindow,
  getSupply,
  insertReadings,
} from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readingFixture, supplyDetailFixture } from '../../../testing/fixtures';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { SelfReading } from './self-reading-form';

const supply = supplyDetailFixture({ id: 7, key: 'FOR0007', nickname: 'Casa' });
const last = { readingDate: '2026-10-01', value: '1200', origin: 'effettiva' };
const openWindow = {
  readingWindowResponse: {
    supplyKey: 'FOR0007',
    enabled: true,
    open: true,
    startDate: '2000-01-01',
    endDate: '2999-12-31',
    meterSerial: 'MTR-123',
    digits: 5,
    lastReading: last,
    registers: [{ band: null, lastReading: last }],
    message: null,
  },
};
const totalizer = {
  describeMeterGroupResponse: {
    supplyKey: 'FOR0007',
    meterSerial: 'MTR-123',
    fullCapacityStartDate: null,
    Misure: { Misura: [{ ChannelTypeCode: '1', description: 'Energia attiva', unit: 'kWh', band: null }] },
  },
};
const byBand = {
  describeMeterGroupResponse: {
    ...totalizer.describeMeterGroupResponse,
    Misure: {
      Misura: ['F1', 'F2', 'F3'].map((band) => ({
        ChannelTypeCode: '1',
        description: `Energia attiva ${band}`,
        unit: 'kWh',
        band,
      })),
    },
  },
};

const server = setupTestServer(
  answer(getSupply, { getSupplyResponse: supply }),
  answer(getReadingWindow, openWindow),
  answer(describeMeterGroup, totalizer),
);

const show = () => renderWithProviders(<SelfReading id="7" archiveHref="/self-reading/7/archive" />);
const send = () => screen.getByRole('button', { name: 'Invia autolettura' });

describe('SelfReading', () => {
  it('loading the reading window after the supply', async () => {
    const held = hold(getReadingWindow);
    server.use(held.handler);
    show();
    expect((await screen.findByText('Caricamento del periodo di lettura…')).getAttribute('role')).toBe(
      'status',
    );
    held.release();
    expect(await screen.findByTestId('last-reading')).toBeTruthy();
  });

  it('the meter data failing: the message, and "Riprova" asks again', async () => {
    server.use(refuse(describeMeterGroup, 500, 'Errore', { once: true }));
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare i dati del contatore.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('textbox', { name: 'Energia attiva (kWh)' })).toBeTruthy();
  });

  it('answered: window, last reading and a field described by the meter’s hint', async () => {
    show();
    expect((await screen.findByTestId('last-reading')).textContent).toBe(
      '1200 del 01-10-2026 (Lettura effettiva)',
    );
    expect(screen.getByTestId('reading-window').textContent).toBe('dal 01-01-2000 al 31-12-2999');
    const input = screen.getByRole('textbox', { name: 'Energia attiva (kWh)' });
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('contatore MTR-123');
    expect(screen.getByRole('link', { name: 'Archivio letture' }).getAttribute('href')).toBe(
      '/self-reading/7/archive',
    );
  });

  it('the form’s own checks, one at a time, with the field invalid', async () => {
    const { user } = show();
    const input = await screen.findByRole('textbox', { name: 'Energia attiva (kWh)' });
    await user.click(send());
    expect((await screen.findByTestId('reading-error')).textContent).toBe('Inserire la lettura');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, '12a');
    await user.click(send());
    expect((await screen.findByTestId('reading-error')).textContent).toBe(
      'La lettura deve contenere solo cifre',
    );
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(send());
    expect((await screen.findByTestId('reading-error')).textContent).toBe(
      'La lettura può avere al massimo 5 cifre',
    );
  });

  it('sends the value and confirms it, with the archive link', async () => {
    let body: unknown;
    server.use(
      handle(insertReadings, (request) => {
        body = request.body;
        const stored = readingFixture({ value: '1207', readingDate: '2026-11-26', origin: 'autolettura' });
        return { insertReadingsResponse: { ...stored, readings: [stored] } };
      }),
    );
    const { user } = show();
    await user.type(await screen.findByRole('textbox', { name: 'Energia attiva (kWh)' }), ' 1207 ');
    await user.click(send());
    const sent = await screen.findByTestId('reading-sent');
    expect(sent.textContent).toContain('Autolettura inviata: grazie!');
    expect(sent.textContent).toContain('Lettura 1207 del 26-11-2026, contatore MTR-123.');
    expect(body).toEqual({ insertReadingsRequest: { supplyKey: 'FOR0007', value: '1207' } });
    expect(within(sent).getByRole('link', { name: 'Vai all’archivio letture' })).toBeTruthy();
  });

  it('the server’s refusal shows under the field', async () => {
    const message = "La lettura non può essere inferiore all'ultima lettura registrata (1200)";
    server.use(refuse(insertReadings, 400, message, { fields: { 'insertReadingsRequest.value': message } }));
    const { user } = show();
    const input = await screen.findByRole('textbox', { name: 'Energia attiva (kWh)' });
    await user.type(input, '1100');
    await user.click(send());
    expect((await screen.findByTestId('reading-error')).textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a refusal without fields: the message still under the reading test id', async () => {
    server.use(refuse(insertReadings, 409, 'Lettura già inviata oggi'));
    const { user } = show();
    await user.type(await screen.findByRole('textbox', { name: 'Energia attiva (kWh)' }), '1300');
    await user.click(send());
    const error = await screen.findByTestId('reading-error');
    expect(error.textContent).toBe('Lettura già inviata oggi');
    expect(error.getAttribute('role')).toBe('alert');
  });

  it('a meter read per band: one field per band, each checked, refusals under their band', async () => {
    const message = "La lettura non può essere inferiore all'ultima lettura registrata (500)";
    server.use(
      answer(describeMeterGroup, byBand),
      refuse(insertReadings, 400, message, { fields: { 'registers.F2': message } }),
    );
    const { user } = show();
    const f1 = await screen.findByRole('textbox', { name: 'Lettura F1 (kWh)' });
    const f2 = screen.getByRole('textbox', { name: 'Lettura F2 (kWh)' });
    const f3 = screen.getByRole('textbox', { name: 'Lettura F3 (kWh)' });
    await user.type(f1, '100');
    await user.type(f2, '12a');
    await user.click(send());
    expect((await screen.findAllByTestId('reading-error')).map((e) => e.textContent)).toEqual([
      'La lettura deve contenere solo cifre',
      'Inserire la lettura',
    ]);
    await user.clear(f2);
    await user.type(f2, '400');
    await user.type(f3, '300');
    await user.click(send());
    expect((await screen.findByTestId('reading-error')).textContent).toBe(message);
    expect(f2.getAttribute('aria-invalid')).toBe('true');
    expect(f1.hasAttribute('aria-invalid')).toBe(false);
  });

  it('outside the window: says when the next one is, no form', async () => {
    server.use(
      answer(getReadingWindow, {
        readingWindowResponse: {
          ...openWindow.readingWindowResponse,
          open: false,
          startDate: '2999-01-01',
          endDate: '2999-01-10',
          message: 'Periodo di lettura chiuso',
        },
      }),
    );
    show();
    const closed = await screen.findByTestId('window-closed');
    expect(closed.textContent).toBe(
      'Periodo di lettura chiuso. Il prossimo periodo va dal 01-01-2999 al 10-01-2999.',
    );
    expect(screen.queryByRole('button', { name: 'Invia autolettura' })).toBeNull();
  });
});
