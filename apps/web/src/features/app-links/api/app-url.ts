import type { Customer, Invoice } from '@sportello/contract';
import {
  buildPath,
  type CompanyCode,
  invoiceCsvTarget,
  resolveAppUrl,
  STORAGE_KEYS,
} from '@sportello/domain';
import { getInvoice } from '@sportello/contract/endpoints';
import { call } from '../../../lib/api-client';
import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';
import { routeTargetPath } from '../../../lib/route-target';

export interface AppUrlContext {
  company: CompanyCode | null;
  loggedIn: boolean;
  loadCustomer(id: number): Promise<Customer>;
  selectCustomer(customer: Customer): void;
  navigate(path: string): void;
}

export interface AppUrlCalls {
  readInvoiceByKey(key: string): Promise<Invoice>;
}

export const appUrlCalls: AppUrlCalls = {
  readInvoiceByKey: (key) =>
    call(getInvoice, {
      params: { id: key },
      query: { useExtKey: true },
      silent: true,
    }),
};

/**
 * The app opened by a URL (spec section 4, "App URL open"): a known route's path goes there; a
 * `/fatture/{company}-{invoiceKey}` address is the invoice CSV action: logged in, the invoice is
 * read, its customer loaded, the dashboard shown and then the invoice, a multi-POD one with its CSV
 * detail downloading (downloadInvoiceCsv), any other at its summary (#elementsDetail); logged out,
 * the action is kept for after the login. Another brand's invoice, or one that cannot be read,
 * leads nowhere. True when it went somewhere.
 */
export async function runAppUrl(
  url: string,
  ctx: AppUrlContext,
  calls: AppUrlCalls = appUrlCalls,
): Promise<boolean> {
  const resolved = resolveAppUrl(url, { loggedIn: ctx.loggedIn });
  switch (resolved.kind) {
    case 'none':
      return false;
    case 'route':
      ctx.navigate(resolved.path);
      return true;
    case 'store-action':
      if (ctx.company && resolved.company !== ctx.company) return false;
      tabStorage.set(SESSION_KEYS.data, resolved.store[STORAGE_KEYS.data]!);
      ctx.navigate(buildPath('login'));
      return true;
    case 'invoice-csv': {
      if (resolved.company !== ctx.company) return false;
      try {
        const invoice = await calls.readInvoiceByKey(resolved.invoiceKey);
        ctx.selectCustomer(await ctx.loadCustomer(invoice.contract.customerId));
        ctx.navigate(buildPath('dashboard'));
        const target = invoiceCsvTarget(invoice);
        if (target.store?.[STORAGE_KEYS.downloadInvoiceCsv])
          tabStorage.set(SESSION_KEYS.downloadInvoiceCsv, '1');
        ctx.navigate(routeTargetPath(target));
        return true;
      } catch {
        return false;
      }
    }
  }
}

/**
 * The web's `/fatture/{company}-{invoiceKey}` address (read before the router starts, see
 * app/invoice-path.ts): the action is kept, and acted on by the dashboard once logged in.
 */
export function keepInvoiceCsvAddress(url: string): void {
  const resolved = resolveAppUrl(url, { loggedIn: false });
  if (resolved.kind === 'store-action') tabStorage.set(SESSION_KEYS.data, resolved.store[STORAGE_KEYS.data]!);
}
