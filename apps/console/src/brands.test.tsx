// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from './api';
import { BrandsPage } from './brands';
import { renderAt, stubApi } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const admin: Operator = {
  id: 1,
  username: 'demo.admin',
  name: 'Admin',
  role: 'admin',
  brands: ['sol', 'ast'],
  createdAt: '2026-01-01T00:00:00Z',
  suspendedAt: null,
};
const supervisor: Operator = { ...admin, role: 'supervisor' };

const noHelp = { phone: null, hours: null, email: null, supportUrl: null, helpPageUrl: null };
const helpDefault = {
  phone: '800 100 800',
  hours: 'lun-ven 8:00-19:00',
  email: 'assistenza@sole.example.it',
  supportUrl: 'https://www.sole.example.it/assistenza',
  helpPageUrl: 'https://www.sole.example.it/faq',
};

const settings = (prat = true, version: string | null = null) => ({
  brand: 'sol',
  modules: [
    { key: 'prat', enabled: prat },
    { key: 'fatt', enabled: true },
  ],
  appMinVersion: version,
  appMinVersionDefault: '0.9.0',
  help: noHelp,
  helpDefault,
  readingWindow: null as { fromDay: number; toDay: number } | null,
});

const page = (operator: Operator) => [{ path: '/marchi', element: <BrandsPage operator={operator} /> }];

describe('brand configuration', () => {
  it('an admin turns a module off and sets the minimum version', async () => {
    const { calls } = stubApi({
      'GET /brands/sol/settings': [200, settings()],
      'PUT /brands/sol/modules/prat': [200, settings(false)],
      'PUT /brands/sol/app-min-version': [200, settings(false, '2.0.0')],
    });
    renderAt('/marchi', page(admin));
    expect(screen.getByText('Caricamento della configurazione…')).toBeTruthy();
    const prat = await screen.findByRole('checkbox', { name: /Pratiche/ });
    expect((prat as HTMLInputElement).checked).toBe(true);
    await userEvent.click(prat);
    await vi.waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /Pratiche/ }) as HTMLInputElement).checked).toBe(false),
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ enabled: false });
    expect(screen.getByTestId('console-app-min-version').textContent).toBe('0.9.0 (generale)');
    await userEvent.type(screen.getByLabelText(/Nuova versione minima/), '2.0.0');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la versione' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('console-app-min-version').textContent).toBe('2.0.0 (del marchio)'),
    );
  });

  it('a supervisor reads the modules but cannot change them; an error is said', async () => {
    stubApi({ 'GET /brands/sol/settings': [200, settings()] });
    renderAt('/marchi', page(supervisor));
    const prat = await screen.findByRole('checkbox', { name: /Pratiche/ });
    expect((prat as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salva la versione' })).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    stubApi({ 'GET /brands/sol/settings': [500, { error: { code: 'x', message: 'Errore' } }] });
    renderAt('/marchi', page(supervisor));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare la configurazione del marchio.',
    );
  });

  it('imports a GME file and says which days', async () => {
    const { calls } = stubApi({
      'GET /brands/sol/settings': [200, settings()],
      'POST /prices': [
        200,
        {
          files: 1,
          days: [{ day: '2024-03-12', source: 'hourly', periods: 24 }],
          lines: 24,
          created: 24,
          updated: 0,
          unchanged: 0,
          refused: 0,
          errors: [],
        },
      ],
    });
    renderAt('/marchi', page(supervisor));
    const file = new File(['<NewDataSet/>'], '20240312MGPPrezzi.xml', { type: 'text/xml' });
    await userEvent.upload(screen.getByLabelText(/File degli esiti MGP/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Importa il PUN' }));
    expect((await screen.findByText(/PUN importato/)).textContent).toContain('2024-03-12 (24 ore nuove');
    expect(calls.find((c) => c.method === 'POST')!.path).toBe('/prices');
  });

  it('an admin changes the help contacts: a field like the registry’s or empty is sent as null', async () => {
    const changed = { ...noHelp, phone: '06 1234 5678', hours: 'lun-sab 7:00-21:00' };
    const { calls } = stubApi({
      'GET /brands/sol/settings': [200, settings()],
      'PUT /brands/sol/help-contacts': [200, { ...settings(), help: changed }],
    });
    renderAt('/marchi', page(admin));
    const phone = await screen.findByLabelText(/^Telefono/);
    expect((phone as HTMLInputElement).value).toBe('800 100 800');
    expect(screen.getByTestId('console-help-contacts').textContent).toContain('800 100 800 (registro)');
    await userEvent.clear(phone);
    await userEvent.type(phone, '06 1234 5678');
    const hours = screen.getByLabelText(/^Orari/);
    await userEvent.clear(hours);
    await userEvent.type(hours, 'lun-sab 7:00-21:00');
    await userEvent.clear(screen.getByLabelText(/^E-mail/));
    await userEvent.click(screen.getByRole('button', { name: 'Salva i contatti' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('console-help-contacts').textContent).toContain('06 1234 5678 (del marchio)'),
    );
    expect(calls.find((c) => c.path === '/brands/sol/help-contacts')!.body).toEqual(changed);
  });

  it('a supervisor reads the help contacts without a form; a refusal is said', async () => {
    stubApi({ 'GET /brands/sol/settings': [200, { ...settings(), help: { ...noHelp, phone: '06 1' } }] });
    renderAt('/marchi', page(supervisor));
    expect((await screen.findByTestId('console-help-contacts')).textContent).toContain('06 1 (del marchio)');
    expect(screen.queryByRole('button', { name: 'Salva i contatti' })).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    stubApi({
      'GET /brands/sol/settings': [200, settings()],
      'PUT /brands/sol/help-contacts': [
        400,
        { error: { code: 'validation', message: 'Numero di telefono non valido' } },
      ],
    });
    renderAt('/marchi', page(admin));
    const phone = await screen.findByLabelText(/^Telefono/);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'chiamaci');
    await userEvent.click(screen.getByRole('button', { name: 'Salva i contatti' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Numero di telefono non valido');
  });

  it('an admin sets the default reading window and removes it; a supervisor only reads it', async () => {
    const { calls } = stubApi({
      'GET /brands/sol/settings': [200, settings()],
      'PUT /brands/sol/reading-window': [200, { ...settings(), readingWindow: { fromDay: 25, toDay: 5 } }],
    });
    renderAt('/marchi', page(admin));
    expect((await screen.findByTestId('console-reading-window')).textContent).toContain('nessuna');
    await userEvent.type(screen.getByLabelText(/Giorno di inizio/), '25');
    await userEvent.type(screen.getByLabelText(/Giorno di fine/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la finestra' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('console-reading-window').textContent).toBe(
        'dal giorno 25 al giorno 5 del mese dopo di ogni mese',
      ),
    );
    expect(calls.find((c) => c.path === '/brands/sol/reading-window')!.body).toEqual({
      window: { fromDay: 25, toDay: 5 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Togli la finestra predefinita' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/brands/sol/reading-window').at(-1)!.body).toEqual({
        window: null,
      }),
    );
    cleanup();
    vi.restoreAllMocks();
    stubApi({
      'GET /brands/sol/settings': [200, { ...settings(), readingWindow: { fromDay: 1, toDay: 10 } }],
    });
    renderAt('/marchi', page(supervisor));
    expect((await screen.findByTestId('console-reading-window')).textContent).toBe(
      'dal giorno 1 al giorno 10 di ogni mese',
    );
    expect(screen.queryByRole('button', { name: 'Salva la finestra' })).toBeNull();
  });
});
