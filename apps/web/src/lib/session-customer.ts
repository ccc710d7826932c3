import { useCallback, useState } from 'react';
import type { Customer } from '@sportello/contract';
import { getCustomer } from '@sportello/contract/endpoints';
import { storedCustomerId, storeCustomerId } from './session-flags';

/** The current customer: its id kept locally, the customer itself once loaded (guard step 9). */
export function useCurrentCustomer() {
  const [customerId, setCustomerId] = useState<number | null>(() => storedCustomerId());
  const [customer, setCustomer] = useState<Customer | null>(null);

  const loadCustomer = useCallback(async (id: number) => {
    // Through the encrypted cache (store `session`): offline, the customer of the kept session.
    const loaded = await import('./cached-api').then(({ cachedCall }) =>
      cachedCall('session', getCustomer, { params: { id }, silent: true }),
    );
    setCustomer(loaded);
    return loaded;
  }, []);

  const selectCustomer = useCallback((next: Customer) => {
    storeCustomerId(next.id);
    setCustomerId(next.id);
    setCustomer(next);
  }, []);

  /** Re-reads the kept id (after a session is adopted). */
  const syncCustomerId = useCallback(() => setCustomerId(storedCustomerId()), []);

  /** Forgets the current customer (login, logout, 401). */
  const forgetCustomer = useCallback(() => {
    setCustomer(null);
    setCustomerId(null);
  }, []);

  return { customerId, customer, loadCustomer, selectCustomer, syncCustomerId, forgetCustomer };
}
