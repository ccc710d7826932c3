// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '../../../testing/fixtures-invoices';
import { renderWithProviders } from '../../../testing/render';
import { ReplacementNote } from './replacement-note';

describe('ReplacementNote (issue 25)', () => {
  it('says which bill replaced an estimated one, with its link and the credit kept', () => {
    renderWithProviders(
      <ReplacementNote
        invoice={invoiceFixture({
          paymentLevel: 'Sostituita',
          amountToPay: '0.00',
          replacedBy: {
            id: 42,
            key: 'FT2026-0042',
            replacedAt: '2026-11-20T10:00:00.000Z',
            carriedCredit: '60.00',
          },
        })}
      />,
    );
    const note = screen.getByTestId('invoice-replaced-by');
    expect(note.textContent).toMatch(
      /^Sostituita dalla bolletta n\. FT2026-0042: non è più da pagare; quanto già pagato \(60,00\s€\) resta a tuo credito\.$/,
    );
    expect(screen.getByRole('link', { name: 'n. FT2026-0042' }).getAttribute('href')).toBe('/invoice/42');
  });

  it('says which bill a new one replaces, which one a credit note cancels, and nothing otherwise', () => {
    const { unmount } = renderWithProviders(
      <ReplacementNote invoice={invoiceFixture({ replaces: { id: 11, key: 'FT2026-0011' } })} />,
    );
    expect(screen.getByTestId('invoice-replaces').textContent).toBe(
      'Sostituisce la bolletta n. FT2026-0011, che si basava su una lettura stimata.',
    );
    unmount();
    const cancel = renderWithProviders(
      <ReplacementNote invoice={invoiceFixture({ cancels: { id: 11, key: 'FT2026-0011' } })} />,
    );
    expect(screen.getByTestId('invoice-cancels').textContent).toMatch(/^Annulla la bolletta n\. FT2026-0011/);
    cancel.unmount();
    const plain = renderWithProviders(<ReplacementNote invoice={invoiceFixture()} />);
    expect(plain.container.innerHTML).toBe('');
  });
});
