import { useCallback } from 'react';
import { useSupplies } from '../../features/supplies/api/get-supplies';

/** A lookup of the names the customer gave their supplies (the list shows them). */
export function useSupplyNames(customerKey: string | undefined) {
  const supplies = useSupplies(customerKey ? { customerKey } : {});
  const list = supplies.data?.supplies;
  return useCallback(
    (id: number) => {
      const supply = list?.find((s) => s.id === id);
      return supply?.nickname ?? undefined;
    },
    [list],
  );
}
