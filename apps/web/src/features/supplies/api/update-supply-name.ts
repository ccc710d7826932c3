import { updateSupply } from '@sportello/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supply } from '@sportello/contract';
import { updateSupplyRequestSchema } from '@sportello/contract/erp';
import { z } from 'zod';
import { call } from '../../../lib/api-client';

/** The nickname rule of the contract (letters, digits, simple punctuation, at most 40). */
const contractNickname = updateSupplyRequestSchema.shape.updateSupplyRequest.shape.nickname.unwrap();

export const SUPPLY_NAME_REQUIRED = 'Inserire il nome della fornitura';

/** The rename form: the contract's rule, and a name is required (empty is refused here). */
export const supplyNameFormSchema = z.object({
  nickname: contractNickname.min(1, SUPPLY_NAME_REQUIRED),
});
export type SupplyNameFormValues = z.input<typeof supplyNameFormSchema>;

/** PUT /Erp/v1/supplies with the new nickname. */
export function updateSupplyName(id: number, nickname: string): Promise<Supply> {
  return call(updateSupply, { body: { updateSupplyRequest: { id, nickname } } });
}

/** Renames a supply and refreshes the supply and the lists that show its name. */
export function useUpdateSupplyName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nickname }: { id: number; nickname: string }) => updateSupplyName(id, nickname),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['supply'] }),
        queryClient.invalidateQueries({ queryKey: ['supplies'] }),
      ]);
    },
  });
}
