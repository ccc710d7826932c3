import { getInvoice } from '@sportello/contract/endpoints';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Invoice } from '@sportello/contract';
import {
  invoiceCsvTarget,
  invoiceLinkTarget,
  parseStoredInvoiceAction,
  parseStoredInvoiceLink,
  STORAGE_KEYS,
} from '@sportello/domain';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';
import { downloadInvoiceDocument } from '../api/download-invoice-document';
import { routeTargetPath } from '../../../lib/route-target';

function readInvoiceByKey(invoiceKey: string): Promise<Invoice> {
  return call(getInvoice, { params: { id: invoiceKey }, query: { useExtKey: true }, silent: true });
}

/**
 * What a deep link kept for after login (spec section 4), acted on once on the dashboard:
 * - the invoice CSV action: the invoice is read by its number, its customer becomes the current
 *   one, and the invoice opens, a multi-POD one with its CSV detail downloading, any other at its
 *   summary (#elementsDetail);
 * - an invoice link (module 1 with an invoice key): the invoice is read, its customer becomes the
 *   current one, and by the domain's rule (invoiceLinkTarget) list-view types (1, 2, 4, 5, 31, 9)
 *   open the invoices list on it, any other downloads its document.
 * An invoice that cannot be read (another brand's, someone else's) leaves the customer on the
 * dashboard.
 */
export function PendingInvoiceAction() {
  const { company, customer, loadCustomer, selectCustomer } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const raw = tabStorage.get(SESSION_KEYS.data);
    tabStorage.remove(SESSION_KEYS.data);
    const csv = parseStoredInvoiceAction(raw);
    const link = csv ? null : parseStoredInvoiceLink(raw);
    const pending = csv ?? link;
    if (!pending || (pending.company && pending.company !== company)) return;
    void (async () => {
      try {
        const invoice = await readInvoiceByKey(pending.invoiceKey);
        const owner = invoice.contract.customerId;
        if (customer?.id !== owner) selectCustomer(await loadCustomer(owner));
        if (csv) {
          const target = invoiceCsvTarget(invoice);
          if (target.store?.[STORAGE_KEYS.downloadInvoiceCsv])
            tabStorage.set(SESSION_KEYS.downloadInvoiceCsv, '1');
          navigate(routeTargetPath(target));
          return;
        }
        const target = invoiceLinkTarget(invoice);
        if (target.kind === 'route') navigate(routeTargetPath(target));
        else await downloadInvoiceDocument(invoice);
      } catch {
        // Nothing to open: the dashboard is where the customer already is.
      }
    })();
  }, [company, customer, loadCustomer, selectCustomer, navigate]);

  return null;
}

export default PendingInvoiceAction;
