// @vitest-environment jsdom
import { getRequests } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestFixture } from '../../../testing/fixtures-bank-debit';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { PracticeList } from './practice-list';

const open = requestFixture({
  id: 3,
  ticketKey: 'TCK-0003',
  requestType: 'AttivazioneServizio',
  Status: 'Aperto',
  CreatedDate: '2026-11-20T10:00:00Z',
});
const closed = requestFixture({
  id: 2,
  ticketKey: 'TCK-0002',
  requestType: 'BollettaClick',
  Status: 'Chiuso',
  contractKey: null,
  CreatedDate: '2026-10-02T10:00:00Z',
});
const older = requestFixture({
  id: 1,
  ticketKey: 'TCK-0001',
  requestType: 'Var_Sconosciuta',
  Status: 'In lavorazione',
  CreatedDate: '2026-09-01T10:00:00Z',
});

const server = setupTestServer(
  // Given out of order: the screen shows the newest first.
  answer(getRequests, { getRequestsResponse: { requests: [older, closed, open], total: 3 } }),
);

const renderList = () =>
  renderWithProviders(<PracticeList customerKey="CLI0001" />, { routes: [{ path: '/practices/:id' }] });

describe('PracticeList', () => {
  it('loading: says the practices are being loaded', async () => {
    const held = hold(getRequests);
    server.use(held.handler);
    renderList();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento delle pratiche…');
    held.release();
    expect(await screen.findAllByTestId('practice-item')).toHaveLength(3);
  });

  it('error: an alert, and "Riprova" loads the list', async () => {
    server.use(refuse(getRequests, 500, 'Errore', { once: true }));
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare le pratiche.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('practice-item')).toHaveLength(3);
  });

  it('empty: says there are none yet, with no filter', async () => {
    server.use(answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }));
    renderList();
    expect((await screen.findByText('Non hai ancora pratiche.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('group', { name: 'Mostra' })).toBeNull();
  });

  it('answered: newest first, with type, state, number, date and contract, linking to each', async () => {
    let asked: Record<string, string | undefined> = {};
    server.use(
      handle(getRequests, ({ query }) => {
        asked = query;
        return { getRequestsResponse: { requests: [older, closed, open], total: 3 } };
      }),
    );
    renderList();
    const items = await screen.findAllByTestId('practice-item');
    expect(asked.customerKey).toBe('CLI0001');
    expect(items.map((i) => within(i).getByTestId('practice-state').textContent)).toEqual([
      'In corso',
      'Conclusa',
      'In corso',
    ]);
    const first = within(items[0]!);
    expect(first.getByRole('link').getAttribute('href')).toBe('/practices/3');
    expect(items[0]!.textContent).toContain('Attivazione servizio');
    expect(items[0]!.textContent).toContain('Pratica TCK-0003');
    expect(items[0]!.textContent).toContain('Aperta il 20-11-2026');
    expect(items[0]!.textContent).toContain('Contratto CTR-AST0001001-01');
    expect(items[1]!.textContent).toContain('Bolletta via e-mail');
    expect(items[1]!.textContent).not.toContain('Contratto');
    // A type the portal does not know reads as its code, without underscores.
    expect(items[2]!.textContent).toContain('Var Sconosciuta');
    expect(screen.getByTestId('practices-summary').textContent).toBe('2 pratiche in corso su 3.');
  });

  it('the filter shows the open or the closed ones, and says when none is left', async () => {
    server.use(answer(getRequests, { getRequestsResponse: { requests: [closed], total: 1 } }));
    const { user } = renderList();
    expect(await screen.findAllByTestId('practice-item')).toHaveLength(1);
    expect(screen.getByTestId('practices-summary').textContent).toBe('0 pratiche in corso su 1.');
    await user.click(screen.getByRole('radio', { name: 'In corso' }));
    expect(screen.queryAllByTestId('practice-item')).toHaveLength(0);
    expect(screen.getByText('Nessuna pratica da mostrare.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Concluse' }));
    expect(screen.getAllByTestId('practice-item')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Tutte' }));
    expect((screen.getByRole('radio', { name: 'Tutte' }) as HTMLInputElement).checked).toBe(true);
  });

  it('one open practice is said in the singular', async () => {
    server.use(answer(getRequests, { getRequestsResponse: { requests: [open, closed], total: 2 } }));
    const { user } = renderList();
    expect((await screen.findByTestId('practices-summary')).textContent).toBe('1 pratica in corso su 2.');
    await user.click(screen.getByRole('radio', { name: 'In corso' }));
    expect(screen.getAllByTestId('practice-item')).toHaveLength(1);
  });
});
