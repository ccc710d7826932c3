import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Invoice } from '@sportello/contract';
import { invoiceCsvTarget, parseStoredInvoiceAction, STORAGE_KEYS } from '@sportello/domain';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';
import { targetPath } from '../api/prepare-start';

/**
 * The invoice CSV action kept from a deep link (spec section 4), acted on once on the dashboard
 * after login: the invoice is read by its number, its customer becomes the current one, and the
 * invoice opens, a multi-POD one with its CSV detail downloading, any other at its summary
 * (#elementsDetail). An invoice that cannot be read (another brand's, someone else's) leaves
 * the customer on the dashboard.
 */
export function PendingInvoiceAction() {
  const { company, customer, loadCustomer, selectCustomer } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = parseStoredInvoiceAction(tabStorage.get(SESSION_KEYS.data));
    tabStorage.remove(SESSION_KEYS.data);
    if (!pending || (pending.company && pending.company !== company)) return;
    void (async () => {
      try {
        const invoice = await api<Invoice>(
          'GET',
          `/Erp/v1/invoices/${encodeURIComponent(pending.invoiceKey)}`,
          {
            query: { useExtKey: true },
            silent: true,
          },
        );
        const owner = invoice.contract.customerId;
        if (customer?.id !== owner) selectCustomer(await loadCustomer(owner));
        const target = invoiceCsvTarget(invoice);
        if (target.store?.[STORAGE_KEYS.downloadInvoiceCsv])
          tabStorage.set(SESSION_KEYS.downloadInvoiceCsv, '1');
        navigate(targetPath(target));
      } catch {
        // Nothing to open: the dashboard is where the customer already is.
      }
    })();
  }, [company, customer, loadCustomer, selectCustomer, navigate]);

  return null;
}

export default PendingInvoiceAction;
