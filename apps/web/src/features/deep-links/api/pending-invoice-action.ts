import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';

/**
 * Is an invoice CSV action waiting for this login (a deep link opened while logged out)? A cheap
 * look for the dashboard; the action itself loads with its component.
 */
export function hasPendingInvoiceAction(): boolean {
  return (tabStorage.get(SESSION_KEYS.data) ?? '').includes('download_invoice_details_csv');
}
