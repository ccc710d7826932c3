// @vitest-environment jsdom
import { getInvoiceExplanation } from '@sportello/contract/endpoints';
import type { BillComparison } from '@sportello/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { BillExplanation } from './bill-explanation';

const comparison = (over: Partial<BillComparison> = {}): BillComparison => ({
  against: 'previous',
  other: {
    id: 10,
    key: 'FT2026-0010',
    periodStart: '2026-07-01',
    periodEnd: '2026-08-31',
    totalAmount: '100.00',
  },
  difference: '20.50',
  parts: [
    { code: 'consumo', label: 'Consumi', amount: '15.00', text: 'Hai consumato di più: 15,00 € in più.' },
    {
      code: 'prezzo',
      label: 'Prezzo unitario',
      amount: '-2.00',
      text: 'Il prezzo per unità è sceso: 2,00 € in meno.',
    },
    { code: 'quote-fisse', label: 'Quote fisse', amount: '0.00', text: 'Quote fisse: nessuna differenza.' },
    { code: 'imposte', label: 'Imposte e IVA', amount: '7.50', text: 'Imposte e IVA pesano 7,50 € in più.' },
    { code: 'altro', label: 'Altre partite', amount: '0.00', text: 'Altre partite: nessuna differenza.' },
  ],
  consumption: { current: 320, other: 250, unit: 'kWh' },
  readings: { current: 'effettiva', other: 'stimata', text: 'Questa bolletta si basa su una lettura reale.' },
  ...over,
});

const server = setupTestServer(
  answer(getInvoiceExplanation, {
    getInvoiceExplanationResponse: {
      invoiceId: 11,
      comparisons: [comparison(), comparison({ against: 'lastYear', difference: '-5.00', parts: [] })],
    },
  }),
);

describe('BillExplanation', () => {
  it('loading', async () => {
    const held = hold(getInvoiceExplanation);
    server.use(held.handler);
    renderWithProviders(<BillExplanation invoiceId={11} />);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento del confronto…');
    held.release();
  });

  it('error, then "Riprova"', async () => {
    server.use(refuse(getInvoiceExplanation, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<BillExplanation invoiceId={11} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile confrontare la bolletta.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('explanation-previous')).toBeTruthy();
  });

  it('empty', async () => {
    server.use(
      answer(getInvoiceExplanation, { getInvoiceExplanationResponse: { invoiceId: 11, comparisons: [] } }),
    );
    renderWithProviders(<BillExplanation invoiceId={11} />);
    expect(await screen.findByText(/Non ci sono bollette precedenti/)).toBeTruthy();
  });

  it('answered: the parts that changed, in plain Italian, the difference and the readings', async () => {
    renderWithProviders(<BillExplanation invoiceId={11} />);
    const previous = await screen.findByRole('region', { name: 'Rispetto alla bolletta precedente' });
    expect(within(previous).getByTestId('explanation-difference').textContent).toMatch(/^\+20,50\s€$/);
    const parts = within(previous).getAllByTestId('explanation-part');
    expect(parts.map((p) => p.textContent)).toEqual([
      expect.stringMatching(/^Hai consumato di più: 15,00 € in più\. \+15,00\s€$/),
      expect.stringMatching(/^Il prezzo per unità è sceso: 2,00 € in meno\. −2,00\s€$/),
      expect.stringMatching(/^Imposte e IVA pesano 7,50 € in più\. \+7,50\s€$/),
    ]);
    expect(within(previous).getByText('Consumo: 320 kWh contro 250 kWh.')).toBeTruthy();
    expect(within(previous).getByText('Questa bolletta si basa su una lettura reale.')).toBeTruthy();
    const lastYear = screen.getByRole('region', { name: 'Rispetto allo stesso periodo dell’anno scorso' });
    expect(within(lastYear).getByTestId('explanation-difference').textContent).toMatch(/^−5,00\s€$/);
  });
});
