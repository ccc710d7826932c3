// @vitest-environment jsdom
import { BRANDS } from '@sportello/brands';
import { creditorReference, parseEpcQrPayload } from '@sportello/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceFixture } from '../../../testing/fixtures-invoices';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { PayWithoutCard } from './pay-without-card';

const payments = BRANDS.ast.payments;

setupTestServer();
// The QR code is its own chunk: loaded once here, so that a cold transform is no test's wait.
beforeAll(() => import('./epc-qr-code'), 30_000);

describe('PayWithoutCard', () => {
  it('an unpaid bill: the EPC QR code (loaded apart), IBAN, amount, causale, CBILL and bollettino', async () => {
    renderWithProviders(<PayWithoutCard invoice={invoiceFixture()} />);
    const section = screen.getByRole('region', { name: 'Paga senza carta' });
    const qr = await within(section).findByRole('img', { name: /^Codice QR del bonifico: 120,50/ });
    expect(parseEpcQrPayload(qr.getAttribute('data-payload')!)).toMatchObject({
      iban: payments.iban,
      amount: '120.50',
      reference: creditorReference('FT2026-0011'),
    });
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(section).getByText('IT46 E050 3403 2000 0000 0012 345')).toBeTruthy();
    expect(within(section).getByTestId('pay-transfer-amount').textContent).toMatch(/^120,50\s€$/);
    expect(within(section).getByText(/bolletta n\. FT2026-0011$/)).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Circuito CBILL (home banking)' })).toBeTruthy();
    expect(within(section).getByText(payments.cbillCode!)).toBeTruthy();
    expect(within(section).getByText(payments.postalAccount!.number)).toBeTruthy();
    expect(within(section).getByText('000000000000001111')).toBeTruthy(); // bill 11: 11 mod 93
  });

  it('copies the IBAN and says so', async () => {
    // userEvent puts its own clipboard in place of the browser's: read back from it.
    const { user } = renderWithProviders(<PayWithoutCard invoice={invoiceFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Copia IBAN' }));
    expect(await navigator.clipboard.readText()).toBe(payments.iban);
    expect(await screen.findByText('Copiato')).toBeTruthy();
  });

  it('nothing for a paid bill', () => {
    const { container } = renderWithProviders(
      <PayWithoutCard invoice={invoiceFixture({ paymentLevel: 'Pagata', amountToPay: '0.00' })} />,
    );
    expect(container.querySelector('[data-testid="pay-without-card"]')).toBeNull();
  });
});
