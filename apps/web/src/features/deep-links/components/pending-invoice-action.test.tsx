// @vitest-environment jsdom
import { getDocuments, getInvoice } from '@sportello/contract/endpoints';
import { DOWNLOAD_INVOICE_CSV_ACTION, STORAGE_KEYS, storeInvoiceLink } from '@sportello/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform, setPlatform, type SportelloPlatform } from '../../../platform';
import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';
import { invoiceFixture } from '../../../testing/fixtures-invoices';
import { answer, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders, testCustomer } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import PendingInvoiceAction from './pending-invoice-action';

const server = setupTestServer();
const webPlatform = platform();

afterEach(() => {
  tabStorage.remove(SESSION_KEYS.data);
  tabStorage.remove(SESSION_KEYS.downloadInvoiceCsv);
  setPlatform(webPlatform);
});

const routes = [{ path: '/invoices-list' }, { path: '/invoice/:id' }];

function keep(data: Record<string, unknown>) {
  tabStorage.set(SESSION_KEYS.data, JSON.stringify(data));
}

/** Renders the action on the dashboard with a customer store that records what it is asked. */
function start(currentCustomerId: number | null = null) {
  const loadCustomer = vi.fn((id: number) => Promise.resolve(testCustomer({ id })));
  const selectCustomer = vi.fn();
  const view = renderWithProviders(<PendingInvoiceAction />, {
    route: '/dashboard',
    routes,
    session: {
      loadCustomer,
      selectCustomer,
      customer: currentCustomerId === null ? null : testCustomer({ id: currentCustomerId }),
    },
  });
  return { ...view, loadCustomer, selectCustomer };
}

describe('PendingInvoiceAction', () => {
  it('an invoice link of a list-view type: read by its number, its customer chosen, the list opened on it', async () => {
    let asked: { id: string; useExtKey: unknown } | undefined;
    server.use(
      handle(getInvoice, ({ params, query }) => {
        asked = { id: String(params.id), useExtKey: query.useExtKey };
        return { getInvoiceResponse: invoiceFixture({ id: 11, invoiceTypeCode: 1 }) };
      }),
    );
    tabStorage.set(SESSION_KEYS.data, storeInvoiceLink('ast', 'FT2026-0011')[STORAGE_KEYS.data]!);
    const { router, loadCustomer, selectCustomer } = start(5);
    expect(await screen.findByRole('heading', { name: 'Pagina /invoices-list' })).toBeTruthy();
    expect(router.state.location.search).toBe('?invoiceId=11');
    expect(asked).toEqual({ id: 'FT2026-0011', useExtKey: 'true' });
    expect(loadCustomer).toHaveBeenCalledWith(1);
    expect(selectCustomer).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    // Acted on once: nothing is left for the next visit of the dashboard.
    expect(tabStorage.get(SESSION_KEYS.data)).toBeNull();
  });

  it('the customer already current is not loaded again', async () => {
    server.use(answer(getInvoice, { getInvoiceResponse: invoiceFixture({ invoiceTypeCode: 2 }) }));
    tabStorage.set(SESSION_KEYS.data, storeInvoiceLink('ast', 'FT2026-0011')[STORAGE_KEYS.data]!);
    const { loadCustomer, selectCustomer } = start(1);
    expect(await screen.findByRole('heading', { name: 'Pagina /invoices-list' })).toBeTruthy();
    expect(loadCustomer).not.toHaveBeenCalled();
    expect(selectCustomer).not.toHaveBeenCalled();
  });

  it('an invoice link of another type downloads its document', async () => {
    const open = vi.fn(() => Promise.resolve());
    setPlatform({ ...webPlatform, files: { ...webPlatform.files, open } } as SportelloPlatform);
    let archive: unknown;
    server.use(
      answer(getInvoice, {
        getInvoiceResponse: invoiceFixture({ invoiceTypeCode: 3, archiviationKey: 'ARC-9' }),
      }),
      handle(getDocuments, ({ query }) => {
        archive = query.archiviationKey;
        return {
          getDocumentsResponse: {
            id: 1,
            fileName: 'bolletta',
            contentType: 'application/pdf',
            data: 'JVBERi0=',
          },
        };
      }),
    );
    tabStorage.set(SESSION_KEYS.data, storeInvoiceLink('ast', 'FT2026-0011')[STORAGE_KEYS.data]!);
    const { router } = start(1);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(archive).toBe('ARC-9');
    const [blob, name] = open.mock.calls[0] as unknown as [Blob, string];
    expect(name).toBe('bolletta.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('the CSV action on a multi-POD invoice: the invoice opens with its CSV to download', async () => {
    server.use(
      answer(getInvoice, {
        getInvoiceResponse: invoiceFixture({
          id: 12,
          contract: { ...invoiceFixture().contract, multiPodInvoicing: true },
        }),
      }),
    );
    keep({ action: DOWNLOAD_INVOICE_CSV_ACTION, invoiceKey: 'FT2026-0012' });
    const { router } = start(1);
    expect(await screen.findByRole('heading', { name: 'Pagina /invoice/:id' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invoice/12');
    expect(tabStorage.get(SESSION_KEYS.downloadInvoiceCsv)).toBe('1');
  });

  it('the CSV action on another invoice: its summary', async () => {
    server.use(answer(getInvoice, { getInvoiceResponse: invoiceFixture({ id: 13 }) }));
    keep({ action: DOWNLOAD_INVOICE_CSV_ACTION, invoiceKey: 'FT2026-0013', company: 'AST' });
    const { router } = start(1);
    expect(await screen.findByRole('heading', { name: 'Pagina /invoice/:id' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.hash).toBe('/invoice/13#elementsDetail');
    expect(tabStorage.get(SESSION_KEYS.downloadInvoiceCsv)).toBeNull();
  });

  it('an invoice that cannot be read leaves the customer on the dashboard', async () => {
    server.use(refuse(getInvoice, 404, 'Bolletta non trovata'));
    keep({ action: DOWNLOAD_INVOICE_CSV_ACTION, invoiceKey: 'ALTRUI' });
    const { router, selectCustomer } = start(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(selectCustomer).not.toHaveBeenCalled();
  });

  it.each([
    ['another brand’s link', storeInvoiceLink('bet', 'FT1')[STORAGE_KEYS.data]!],
    ['something else kept', JSON.stringify({ action: 'other' })],
    ['nothing readable', '{oops'],
  ])('%s: no request, nothing opens', async (_, raw) => {
    // No handler: a request would fail the test.
    tabStorage.set(SESSION_KEYS.data, raw);
    const { router } = start(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(tabStorage.get(SESSION_KEYS.data)).toBeNull();
  });
});
