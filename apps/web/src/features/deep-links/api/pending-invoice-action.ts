import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';

/**
 * Is something kept for after login (a deep link's `data`)? The dashboard only looks; what it
 * holds is read by the domain rule in the lazily loaded PendingInvoiceAction, which clears it.
 */
export function hasPendingInvoiceAction(): boolean {
  return tabStorage.get(SESSION_KEYS.data) !== null;
}
