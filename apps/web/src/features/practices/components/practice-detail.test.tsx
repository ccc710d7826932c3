// @vitest-environment jsdom
import { getRequest } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestFixture } from '../../../testing/fixtures-bank-debit';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { PracticeDetail } from './practice-detail';

const practice = requestFixture({
  id: 5,
  ticketKey: 'TCK-0005',
  requestType: 'AttivazioneServizio',
  Status: 'Aperto',
  PhaseCode: 'AS020',
  CreatedDate: '2026-11-20T10:00:00Z',
  details: { serviceName: 'Pronto Intervento Elettricista', monthlyFee: '4.90', unknownField: 'x' },
});

const server = setupTestServer(answer(getRequest, { getRequestResponse: practice }));

const renderDetail = () =>
  renderWithProviders(<PracticeDetail id={5} />, { routes: [{ path: '/practices' }] });

describe('PracticeDetail', () => {
  it('loading: the page is "Pratica" while it is asked', async () => {
    const held = hold(getRequest);
    server.use(held.handler);
    renderDetail();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento della pratica…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pratica');
    held.release();
    expect(await screen.findByTestId('practice-detail')).toBeTruthy();
  });

  it('not found: says so, without "Riprova", with the way back', async () => {
    server.use(refuse(getRequest, 404, 'Richiesta non trovata'));
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Pratica non trovata.');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alle pratiche' }).getAttribute('href')).toBe('/practices');
  });

  it('error: an alert, and "Riprova" loads the practice', async () => {
    server.use(refuse(getRequest, 500, 'Errore', { once: true }));
    const { user } = renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare la pratica.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Attivazione servizio');
    expect(screen.queryByRole('link', { name: 'Torna alle pratiche' })).toBeTruthy();
  });

  it('answered: type, state, facts, phases and what was asked', async () => {
    let asked: string | undefined;
    server.use(
      handle(getRequest, ({ params }) => {
        asked = params.id;
        return { getRequestResponse: practice };
      }),
    );
    renderDetail();
    const detail = await screen.findByTestId('practice-detail');
    expect(asked).toBe('5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Attivazione servizio');
    expect(screen.getByTestId('practice-state').textContent).toBe('In corso');
    expect(detail.textContent).toContain('TCK-0005');
    expect(detail.textContent).toContain('Aperto (fase AS020)');
    const phases = within(screen.getByRole('list', { name: 'Fasi della pratica' })).getAllByRole('listitem');
    expect(phases.map((p) => p.getAttribute('data-status'))).toEqual(['done', 'current', 'todo']);
    expect(phases[1]!.getAttribute('aria-current')).toBe('step');
    expect(phases[1]!.textContent).toContain('In lavorazionein corso');
    expect(screen.getByRole('heading', { name: 'Dettagli della richiesta' })).toBeTruthy();
    expect(detail.textContent).toContain('Pronto Intervento Elettricista');
    expect(detail.textContent).not.toContain('unknownField');
  });

  it('a closed practice without details: every phase done, no details heading', async () => {
    server.use(
      answer(getRequest, {
        getRequestResponse: requestFixture({ ...practice, Status: 'Chiuso', details: {}, contractKey: null }),
      }),
    );
    renderDetail();
    await screen.findByTestId('practice-detail');
    expect(screen.getByTestId('practice-state').textContent).toBe('Conclusa');
    const phases = within(screen.getByTestId('practice-timeline')).getAllByRole('listitem');
    expect(phases.every((p) => p.getAttribute('data-status') === 'done')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Dettagli della richiesta' })).toBeNull();
    expect(screen.getByTestId('practice-detail').textContent).not.toContain('Contratto');
  });

  it('the retailer’s answer: the outcome of a rejected practice and its message', async () => {
    server.use(
      answer(getRequest, {
        getRequestResponse: requestFixture({
          ...practice,
          Status: 'Respinto',
          PhaseCode: 'SE090',
          StatusMessage: 'Servizio non disponibile nella tua zona.',
          StatusDate: '2026-11-22T09:00:00Z',
        }),
      }),
    );
    renderDetail();
    await screen.findByTestId('practice-detail');
    expect(screen.getByTestId('practice-state').textContent).toBe('Conclusa');
    const outcome = screen.getByRole('region', { name: 'Risposta del gestore' });
    expect(outcome.textContent).toContain('Esito: respinta');
    expect(outcome.textContent).toContain('Servizio non disponibile nella tua zona.');
    expect(outcome.textContent).toMatch(/Aggiornata il \S*2026/);
  });
});
