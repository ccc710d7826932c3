import { REQUEST_TYPES, type shippingAddressRequestSchema } from '@sportello/contract';
import { checkAddress } from '../../adapters/address-embedded';
import { badRequest } from '../../errors';
import { contractForKey } from '../../services/access';
import { assertNoRegistryChangeInProgress, createRequest } from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type ShippingAddressInput = NamedInput<typeof shippingAddressRequestSchema, 'shippingAddressRequest'>;

/**
 * Changes where a contract's bills are sent: the address is checked against the street list,
 * takes effect at once (the next bill goes there) and stays "in lavorazione" until the back
 * office confirms it. Not while a registry change is in progress.
 */
export async function changeShippingAddress(
  { db, config }: Deps,
  actor: UserActor,
  input: ShippingAddressInput,
): Promise<CreatedRequest> {
  const { session } = actor;
  const contract = await contractForKey(db, session, input.contractKey, 'change');
  const a = input.shippingAddress;
  const check = checkAddress({
    streetGeneric: a.streetGeneric,
    streetName: a.streetName,
    civicNumber: a.civicNumber,
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
  });
  if (!check.valid)
    throw badRequest('Indirizzo non valido: verificare comune, CAP e via', {
      shippingAddress: 'Indirizzo non valido',
    });
  const address = {
    ...a,
    istatCode: a.istatCode ?? check.istatCode ?? undefined,
    locality: a.locality ?? a.city,
  };
  return createRequest(
    { db, config },
    session,
    {
      customerId: contract.customer_id,
      contractId: contract.id,
      type: REQUEST_TYPES.shippingAddress,
      phase: 'IS010',
      status: 'In lavorazione',
      payload: { shippingAddress: address, score: check.score },
    },
    (tx) => assertNoRegistryChangeInProgress(tx, contract.customer_id),
    async (tx) => {
      await tx
        .updateTable('contracts')
        .set({
          ship_street_generic: address.streetGeneric,
          ship_street_name: address.streetName,
          ship_civic_number: address.civicNumber,
          ship_civic_number_ext: address.civicNumberExt ?? null,
          ship_city: address.city,
          ship_province: address.province,
          ship_postal_code: address.postalCode,
          ship_locality: address.locality ?? null,
          ship_istat_code: address.istatCode ?? null,
          ship_country: 'IT',
          ship_floor: address.floor ?? null,
          ship_building: address.building ?? null,
          ship_flat_number: address.flatNumber ?? null,
        })
        .where('id', '=', contract.id)
        .execute();
    },
  );
}
