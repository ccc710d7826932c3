// @vitest-environment jsdom
import { getOffer, getSupply } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerFixture, supplyDetailFixture } from '../../../testing/fixtures';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { SupplyDetail } from './supply-detail';

const detail = supplyDetailFixture({ id: 7, nickname: 'Casa', hourly: true });
const server = setupTestServer(
  answer(getSupply, { getSupplyResponse: detail }),
  answer(getOffer, { getOfferResponse: offerFixture() }),
);

const links = { graphs: true, selfReading: false, archive: true };
const show = (id = '7') => renderWithProviders(<SupplyDetail id={id} links={links} />);

describe('SupplyDetail', () => {
  it('loading: the page heading and the polite loading text', async () => {
    const held = hold(getSupply);
    server.use(held.handler);
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dettaglio fornitura');
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento della fornitura…');
    held.release();
    expect(await screen.findByTestId('supply-name')).toBeTruthy();
  });

  it('someone else’s supply: "Fornitura non trovata", no retry, a way back', async () => {
    server.use(refuse(getSupply, 403, 'Accesso negato'));
    show();
    const error = await screen.findByTestId('supply-error');
    expect(within(error).getByRole('alert').textContent).toBe(
      'Fornitura non trovata: non è tra le forniture che puoi consultare.',
    );
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alle forniture' }).getAttribute('href')).toBe('/supplies');
  });

  it('a failure: the message and "Riprova", which shows the supply', async () => {
    server.use(refuse(getSupply, 500, 'Errore', { once: true }));
    const { user } = show();
    const error = await screen.findByTestId('supply-error');
    expect(error.textContent).toContain('Non è stato possibile caricare la fornitura.');
    await user.click(within(error).getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByTestId('supply-name')).textContent).toBe('Casa');
  });

  it('answered: name, actions by the links allowed, data and the offer', async () => {
    let asked: { id?: string; includeTechnicalData?: string } = {};
    server.use(
      handle(getSupply, ({ params, query }) => {
        asked = {
          id: params.id,
          ...(query.includeTechnicalData ? { includeTechnicalData: query.includeTechnicalData } : {}),
        };
        return { getSupplyResponse: detail };
      }),
    );
    show();
    expect((await screen.findByTestId('supply-name')).textContent).toBe('Casa');
    expect(asked).toEqual({ id: '7', includeTechnicalData: 'true' });
    const actions = within(screen.getByRole('list', { name: 'Azioni sulla fornitura' }));
    expect(actions.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/supplies/7/edit-name',
      '/supplies/7/graphs',
      '/self-reading/7/archive',
      '/pun?fornitura=7',
    ]);
    expect(screen.getByText('MTR-123')).toBeTruthy();
    expect(await screen.findByText('Luce Semplice')).toBeTruthy();
    expect(screen.getByTestId('hourly-supply').textContent).toBe('No');
  });

  it('the offer failing does not hide the supply: its own message and retry', async () => {
    server.use(refuse(getOffer, 500, 'Errore', { once: true }));
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare l’offerta.');
    expect(screen.getByTestId('supply-name').textContent).toBe('Casa');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Luce Semplice')).toBeTruthy();
  });

  it('no offer: says so without asking for one', async () => {
    server.use(answer(getSupply, { getSupplyResponse: { ...detail, offerCode: null } }));
    show();
    expect(await screen.findByText('Nessuna offerta associata.')).toBeTruthy();
  });
});
