import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from './companies';
import {
  CRM_ROUTE_NAMES,
  MODULE_ROUTES,
  ROUTES,
  buildPath,
  findRoute,
  isRouteAvailable,
  matchRoute,
  moduleRoutes,
} from './routes';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it.each([
    ['/', 'index', {}],
    ['/errore', 'error', {}],
    ['/errore/in-attesa-di-conferma', 'error_no_customers', {}],
    ['/errore/server-in-manutenzione', 'error-503', {}],
    ['/errore/offline', 'offline', {}],
    ['/errore/pagina-non-trovata', 'error-404', {}],
    ['/company', 'company', {}],
    ['/login', 'login', {}],
    ['/applogin', 'app-login', {}],
    ['/invoice/12/payment_ok', 'invoice_payment_ok', { id: '12' }],
    ['/invoice/12/payment_ko', 'invoice_payment_ko', { id: '12' }],
    ['/active-biometric', 'active_biometric', {}],
    ['/registrazione/cliente-sgr/forniture', 'registration-customer-supplies', {}],
    ['/registrazione/cliente-sgr/private', 'registration-customer-type', { type: 'private' }],
    ['/registrazione/cliente-sgr/company/dati', 'registration-customer-data', { type: 'company' }],
    [
      '/registrazione/cliente-sgr/body/tax-code/RSSMRA85T10A562S',
      'registration-customer-tax-code',
      { type: 'body', taxCode: 'RSSMRA85T10A562S' },
    ],
    ['/registrazione/delegate/privacy', 'registration-delegate-privacy', {}],
    ['/password-dimenticata/codice-cliente', 'password-forgotten-client-code', {}],
    ['/recupero-psw', 'password-reset', {}],
    ['/crea-psw', 'password-create', {}],
    ['/supplies/7/edit-name', 'supply-edit-name', { id: '7' }],
    ['/services/bollettaclick', 'service-bollettaclick', {}],
    ['/services/activation/2', 'service-activation', { index: '2' }],
    ['/services/2/55', 'service-supply', { index: '2', supplyid: '55' }],
    ['/services/2', 'service', { index: '2' }],
    ['/services', 'services', {}],
    [
      '/invoice/9/request-installments/CK/K1',
      'invoice-request-installments',
      { id: '9', contractKey: 'CK', key: 'K1' },
    ],
    ['/invoice/9/comparation/8', 'invoice-comparison-pair', { id1: '9', id2: '8' }],
    ['/invoice/9/installments-to-pay', 'invoice-installments-to-pay', { id: '9' }],
    ['/supplies/3/graphs', 'supply-graphs', { id: '3' }],
    ['/supplies/3/graphs/anon', 'supply-graphs-anon', { id: '3' }],
    ['/supplies/3/autolettura', 'supply_self_reading', { id: '3' }],
    ['/self-reading/archive', 'self-reading-archive', {}],
    ['/self-reading/3/archive', 'self-reading-archive-supply', { id: '3' }],
    ['/maintenance/1', 'maintenance', { index: '1' }],
    ['/dashboard/', 'dashboard', {}],
    ['/messages/5?isPush=1#top', 'message', { id: '5' }],
    ['/offers/a%20b', 'offer', { key: 'a b' }],
    ['/offers/%E0%A4%A', 'offer', { key: '%E0%A4%A' }],
  ])('%s -> %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ route: findRoute(name), params });
  });

  it('does not match unknown paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/supplies/1/2/3/4')).toBeNull();
  });

  it('builds paths', () => {
    expect(buildPath('supply', { id: 7 })).toBe('/supplies/7');
    expect(buildPath('offer', { key: 'a/b' })).toBe('/offers/a%2Fb');
    expect(buildPath('dashboard')).toBe('/dashboard');
    expect(() => buildPath('nope')).toThrow('Unknown route');
    expect(() => buildPath('supply')).toThrow('Missing param id');
  });

  it('maps modules to routes (section 2 table)', () => {
    expect(Object.keys(MODULE_ROUTES).sort()).toEqual([...MODULE_KEYS].sort());
    expect(MODULE_ROUTES.fatt).toEqual(['invoices', 'invoices-list']);
    expect(MODULE_ROUTES.panoram).toEqual(MODULE_ROUTES.dettFatt);
    expect(MODULE_ROUTES.panoram).toEqual([
      'invoice',
      'invoice-request-installments',
      'invoice-comparison',
      'invoice-comparison-pair',
    ]);
    expect(MODULE_ROUTES.pay).toEqual(['invoice-installments-to-pay']);
    expect(MODULE_ROUTES.grafConsumi).toEqual(['supply-graphs']);
    expect(MODULE_ROUTES.prat).toEqual(['practices', 'practice']);
    expect(MODULE_ROUTES.ser).toEqual(['services', 'maintenance']);
    expect(MODULE_ROUTES.letture).toEqual(['self-reading-archive-supply', 'self-reading-archive']);
    expect(MODULE_ROUTES.AutoLettura).toEqual(['supply_self_reading']);
    expect(findRoute('invoices')?.hideFromBackButton).toBe(true);
    expect(findRoute('supply_self_reading')?.auth).toBe('link');
    expect(findRoute('supply-graphs-anon')?.auth).toBe('link');
    expect(findRoute(null)).toBeUndefined();
  });

  it('filters available routes', () => {
    const dash = findRoute('dashboard');
    const pr = findRoute('practices');
    expect(dash && isRouteAvailable(dash, [])).toBe(true);
    expect(pr && isRouteAvailable(pr, ['prat'])).toBe(true);
    expect(pr && isRouteAvailable(pr, ['ser'])).toBe(false);
    expect(pr && isRouteAvailable(pr, ['prat'], true)).toBe(false);
    expect(moduleRoutes(['grafConsumi', 'prat'], ROUTES, true).map((r) => r.name)).toEqual([
      ...CRM_ROUTE_NAMES,
    ]);
    expect(moduleRoutes(['pay']).map((r) => r.name)).toEqual(['invoice-installments-to-pay']);
  });
});
