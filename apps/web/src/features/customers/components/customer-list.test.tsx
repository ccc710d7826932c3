// @vitest-environment jsdom
import { getCustomers } from '@sportello/contract/endpoints';
import type { Customer } from '@sportello/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../../testing/fixtures-customers';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { CustomerList } from './customer-list';

const owner = customerFixture();
const delegated = customerFixture({
  id: 2,
  key: 'CLI0002',
  customerType: 'company',
  relation: 'delegate',
  scope: 'read',
  account: { name: 'Rossi Srl', phoneMobile: null, phoneHome: null, email: null },
});

const server = setupTestServer(
  answer(getCustomers, { getCustomersResponse: { customers: [owner, delegated], total: 2 } }),
);

function renderList(session = {}) {
  const onChosen = vi.fn<(c: Customer) => void>();
  const onNone = vi.fn<() => void>();
  const rendered = renderWithProviders(<CustomerList onChosen={onChosen} onNone={onNone} />, { session });
  return { ...rendered, onChosen, onNone };
}

describe('CustomerList', () => {
  it('loading: a polite status while the customers are asked', async () => {
    const held = hold(getCustomers);
    server.use(held.handler);
    renderList();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei clienti…');
    held.release();
    expect(await screen.findAllByTestId('customer-card')).toHaveLength(2);
  });

  it('error: an alert, and "Riprova" asks again and shows the customers', async () => {
    server.use(refuse(getCustomers, 500, 'Errore', { once: true }));
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare i clienti.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('customer-card')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty: calls onNone and shows no list', async () => {
    server.use(answer(getCustomers, { getCustomersResponse: { customers: [], total: 0 } }));
    const { onNone } = renderList();
    await waitFor(() => expect(onNone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('list', { name: 'Clienti' })).toBeNull();
  });

  it('answered: a card per customer with its code, type and role; the first page of 100 is asked', async () => {
    let asked: Record<string, string | undefined> = {};
    server.use(
      handle(getCustomers, ({ query }) => {
        asked = query;
        return { getCustomersResponse: { customers: [owner, delegated], total: 2 } };
      }),
    );
    const { onNone } = renderList();
    const cards = await screen.findAllByTestId('customer-card');
    expect(within(cards[0]!).getByRole('heading', { level: 2 }).textContent).toBe('Mario Rossi');
    expect(cards[0]!.textContent).toContain('Codice cliente CLI0001 · Privato');
    expect(within(cards[0]!).getByTestId('customer-role').textContent).toBe('Titolare');
    expect(cards[1]!.textContent).toContain('Azienda');
    expect(within(cards[1]!).getByTestId('customer-role').textContent).toBe('Delegato (sola lettura)');
    expect(asked.pagingSkip).toBe('0');
    expect(Number(asked.pagingTake)).toBeGreaterThan(0);
    expect(onNone).not.toHaveBeenCalled();
  });

  it('choosing a customer selects it in the session and tells the caller; the current one is marked', async () => {
    const selectCustomer = vi.fn();
    const { user, onChosen } = renderList({ selectCustomer, customerId: 2 });
    const choose = await screen.findByRole('button', { name: 'Scegli Mario Rossi, codice cliente CLI0001' });
    expect(choose.getAttribute('aria-current')).toBeNull();
    expect(
      screen
        .getByRole('button', { name: 'Scegli Rossi Srl, codice cliente CLI0002' })
        .getAttribute('aria-current'),
    ).toBe('true');
    await user.click(choose);
    expect(selectCustomer).toHaveBeenCalledWith(owner);
    expect(onChosen).toHaveBeenCalledWith(owner);
  });
});
