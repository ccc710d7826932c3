// @vitest-environment jsdom
import { getInvoices, getNotifications, getProposals, getReadingWindow } from '@sportello/contract/endpoints';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayFromToday, invoiceFixture } from '../../../testing/fixtures-invoices';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import {
  AmountDueBlock,
  BLOCK_ERROR_TEXT,
  DashboardBody,
  LastInvoiceBlock,
  MessagesBlock,
  ProposalBlock,
  ReadingWindowsBlock,
  Shortcuts,
} from './dashboard-blocks';

const notifications = (unread: number) => ({
  getNotificationsResponse: { notifications: [], total: unread, unread, toBeAccepted: 0 },
});
const invoices = (list: ReturnType<typeof invoiceFixture>[], outstandingAmount = '0.00') => ({
  getInvoicesResponse: { invoices: list, total: list.length, outstandingAmount },
});
const proposal = (
  overrides: { title?: string; endDate?: string | null; actionSelected?: string | null } = {},
) => ({
  id: 4,
  customerId: 1,
  supplyId: null,
  title: 'Passa alla luce verde',
  description: 'Energia da fonti rinnovabili',
  offerCode: null,
  startDate: dayFromToday(-5),
  endDate: dayFromToday(20),
  actionSelected: null,
  actionDate: null,
  ...overrides,
});
const readingWindow = (supplyKey: string, open: boolean) => ({
  readingWindowResponse: {
    supplyKey,
    enabled: true,
    open,
    startDate: dayFromToday(-2),
    endDate: dayFromToday(3),
    meterSerial: 'MTR-1',
    digits: 5,
    lastReading: null,
    registers: [],
    message: null,
  },
});

const server = setupTestServer(
  answer(getNotifications, notifications(3)),
  handle(getInvoices, ({ query }) =>
    query.outstandingOnly === 'true'
      ? invoices(
          [
            invoiceFixture({
              id: 1,
              amountToPay: '40.00',
              dueDate: dayFromToday(-3),
              paymentLevel: 'Scaduta',
            }),
            invoiceFixture({ id: 2, amountToPay: '60.50', dueDate: dayFromToday(12) }),
          ],
          '100.50',
        )
      : invoices([invoiceFixture({ id: 9, key: 'FT2026-0099', totalAmount: '88.10' })]),
  ),
  answer(getProposals, { getProposalsResponse: { proposals: [proposal()], total: 1 } }),
  handle(getReadingWindow, ({ query }) => readingWindow(query.supplyKey ?? '', query.supplyKey === 'FOR1')),
);

const skeletonOf = (block: HTMLElement) => block.querySelector('.dash-block__skeleton');

describe('a dashboard block keeps its place whatever its state', () => {
  it('loading: busy, says so to screen readers, shows its skeleton (hidden from them)', async () => {
    const held = hold(getNotifications);
    server.use(held.handler);
    renderWithProviders(<MessagesBlock />);
    const block = await screen.findByTestId('dash-messages');
    expect(block.getAttribute('aria-busy')).toBe('true');
    const status = within(block).getByRole('status');
    expect(status.textContent).toBe('Caricamento…');
    expect(status.className).toBe('visually-hidden');
    expect(skeletonOf(block)?.getAttribute('aria-hidden')).toBe('true');
    expect(skeletonOf(block)?.getAttribute('data-shown')).toBe('true');
    held.release();
    expect((await within(block).findByTestId('dash-unread')).textContent).toBe('3');
  });

  it('failed: its message (exactly the old words) and "Riprova", the skeleton still laid out unseen', async () => {
    server.use(refuse(getNotifications, 500, 'Errore interno', { once: true }));
    const { user } = renderWithProviders(<MessagesBlock />);
    const block = await screen.findByTestId('dash-messages');
    expect((await within(block).findByRole('alert')).textContent).toBe(BLOCK_ERROR_TEXT);
    expect(block.getAttribute('aria-busy')).toBe('false');
    expect(skeletonOf(block)?.getAttribute('data-shown')).toBe('false');
    await user.click(within(block).getByRole('button', { name: 'Riprova' }));
    expect((await within(block).findByTestId('dash-unread')).textContent).toBe('3');
    expect(within(block).queryByRole('alert')).toBeNull();
  });

  it('answered: its content over the unseen skeleton', async () => {
    renderWithProviders(<MessagesBlock />);
    const block = await screen.findByTestId('dash-messages');
    expect((await within(block).findByTestId('dash-unread')).textContent).toBe('3');
    expect(block.textContent).toContain('messaggi da leggere');
    expect(within(block).getByRole('link', { name: 'Vai ai messaggi' }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(skeletonOf(block)?.getAttribute('data-shown')).toBe('false');
  });

  it('one unread message: singular', async () => {
    server.use(answer(getNotifications, notifications(1)));
    renderWithProviders(<MessagesBlock />);
    expect(await screen.findByText('messaggio da leggere')).toBeTruthy();
  });
});

describe('AmountDueBlock', () => {
  it('answered: the amount still owed, the next due date, the overdue part and "Paga"', async () => {
    renderWithProviders(<AmountDueBlock customerId={1} />);
    const block = await screen.findByTestId('dash-amount-due');
    expect((await within(block).findByTestId('dash-amount')).textContent).toMatch(/^100,50\s€$/);
    expect(within(block).getByTestId('dash-overdue').textContent).toMatch(/Di cui scaduti: 40,00\s€/);
    expect(within(block).getByRole('link', { name: 'Paga' }).getAttribute('href')).toBe(
      '/invoices-list?outstandingOnly=true&seleziona=tutte',
    );
  });

  it('empty: nothing to pay', async () => {
    server.use(answer(getInvoices, invoices([])));
    renderWithProviders(<AmountDueBlock customerId={1} />);
    expect(await screen.findByText('Non hai bollette da pagare.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Paga' })).toBeNull();
  });

  it('failed: the block’s message', async () => {
    server.use(refuse(getInvoices, 502, 'Gateway'));
    renderWithProviders(<AmountDueBlock customerId={1} />);
    expect((await screen.findByRole('alert')).textContent).toBe(BLOCK_ERROR_TEXT);
  });
});

describe('LastInvoiceBlock', () => {
  it('answered: amount, number and a link naming the bill', async () => {
    renderWithProviders(<LastInvoiceBlock customerId={1} />);
    expect((await screen.findByTestId('dash-last-amount')).textContent).toMatch(/^88,10\s€$/);
    expect(
      screen.getByRole('link', { name: /^Vedi la bolletta\s*n\. FT2026-0099$/ }).getAttribute('href'),
    ).toBe('/invoice/9');
  });

  it('empty: no bills yet', async () => {
    server.use(answer(getInvoices, invoices([])));
    renderWithProviders(<LastInvoiceBlock customerId={1} />);
    expect(await screen.findByText('Non ci sono ancora bollette.')).toBeTruthy();
  });
});

describe('ProposalBlock', () => {
  it('answered: the proposal inside its window, with its link', async () => {
    renderWithProviders(<ProposalBlock customerKey="CLI0001" />);
    expect((await screen.findByTestId('dash-proposal-title')).textContent).toBe('Passa alla luce verde');
    expect(
      screen.getByRole('link', { name: 'Scopri la proposta: Passa alla luce verde' }).getAttribute('href'),
    ).toBe('/proposals/4');
  });

  it('none open (answered already): the block is not there at all', async () => {
    server.use(
      answer(getProposals, {
        getProposalsResponse: { proposals: [proposal({ actionSelected: 'accept' })], total: 1 },
      }),
    );
    renderWithProviders(<ProposalBlock customerKey="CLI0001" />);
    // Loading keeps its place; once the answer says there is none, the block goes.
    const block = await screen.findByTestId('dash-proposal');
    await waitFor(() => expect(block.isConnected).toBe(false));
  });
});

describe('ReadingWindowsBlock', () => {
  const supplies = [
    { id: 1, key: 'FOR1', name: 'Casa' },
    { id: 2, key: 'FOR2', name: 'Box' },
  ];

  it('answered: only the supplies whose window is open, with days left and the link', async () => {
    renderWithProviders(<ReadingWindowsBlock supplies={supplies} canSendReading />);
    const windows = await screen.findAllByTestId('dash-reading-window');
    expect(windows).toHaveLength(1);
    expect(windows[0]!.textContent).toContain('Casa: finestra aperta');
    // The last day counts (3 days after today is 4 days left; one less across Rome's midnight).
    expect(within(windows[0]!).getByTestId('dash-reading-days').textContent).toMatch(/^[34] giorni$/);
    expect(
      within(windows[0]!)
        .getByRole('link', { name: /^Invia autolettura\s*per Casa$/ })
        .getAttribute('href'),
    ).toBe('/supplies/1/autolettura');
  });

  it('every window failing: the block’s message and "Riprova" asks again', async () => {
    server.use(
      refuse(getReadingWindow, 500, 'Errore', { once: true }),
      refuse(getReadingWindow, 500, 'Errore', { once: true }),
    );
    const { user } = renderWithProviders(<ReadingWindowsBlock supplies={supplies} canSendReading />);
    const block = await screen.findByTestId('dash-reading');
    expect((await within(block).findByRole('alert')).textContent).toBe(BLOCK_ERROR_TEXT);
    await user.click(within(block).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('dash-reading-window')).toHaveLength(1);
  });

  it('loading while the supplies are not known yet', () => {
    renderWithProviders(<ReadingWindowsBlock supplies={undefined} canSendReading />);
    expect(screen.getByTestId('dash-reading').getAttribute('aria-busy')).toBe('true');
  });

  it('nothing without the right to send readings, nor without supplies', () => {
    const { container, unmount } = renderWithProviders(
      <ReadingWindowsBlock supplies={supplies} canSendReading={false} />,
    );
    expect(container.querySelector('[data-testid="dash-reading"]')).toBeNull();
    unmount();
    const other = renderWithProviders(<ReadingWindowsBlock supplies={[]} canSendReading />);
    expect(other.container.querySelector('[data-testid="dash-reading"]')).toBeNull();
  });
});

describe('Shortcuts', () => {
  it('a navigation of links', () => {
    renderWithProviders(
      <Shortcuts
        items={[
          { label: 'Paga una bolletta', to: '/invoices-list' },
          { label: 'Vedi i consumi', to: '/supplies' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Scorciatoie' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/invoices-list', '/supplies']);
  });

  it('nothing when there are none', () => {
    renderWithProviders(<Shortcuts items={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('DashboardBody', () => {
  it('holds its content unseen until the layout is known, saying the page is loading', () => {
    const { rerender } = render(
      <DashboardBody settled={false}>
        <p>Contenuto</p>
      </DashboardBody>,
    );
    expect(screen.getByRole('status').textContent).toBe('Caricamento della pagina…');
    expect(screen.getByText('Contenuto').parentElement?.hidden).toBe(true);
    rerender(
      <DashboardBody settled>
        <p>Contenuto</p>
      </DashboardBody>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Contenuto').parentElement?.hidden).toBe(false);
  });
});
