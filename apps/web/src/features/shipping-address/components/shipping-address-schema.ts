import { shippingAddressInputSchema } from '@sportello/contract/erp-requests';
import { z } from 'zod';
import type { Town } from '../api/address-service';

const address = shippingAddressInputSchema.shape;

export const TOWN_NOT_CHOSEN = 'Scegliere il comune dall’elenco dei suggerimenti';

/**
 * The new shipping address as typed: the town chosen among the suggestions (its text alone is
 * not enough), the street as written or chosen, and the contract's own rules for the civic
 * number, postal code and the optional parts.
 */
export const shippingAddressFormSchema = z.object({
  townText: z.string(),
  town: z.custom<Town | null>().refine((town) => town != null, TOWN_NOT_CHOSEN),
  street: address.streetName,
  civicNumber: address.civicNumber,
  civicNumberExt: address.civicNumberExt,
  postalCode: address.postalCode,
  floor: address.floor,
  building: address.building,
  flat: address.flatNumber,
});

export type ShippingAddressFormValues = z.input<typeof shippingAddressFormSchema>;

export const EMPTY_ADDRESS: ShippingAddressFormValues = {
  townText: '',
  town: null,
  street: '',
  civicNumber: '',
  civicNumberExt: '',
  postalCode: '',
  floor: '',
  building: '',
  flat: '',
};

/** The server's names of the address parts, where the form's differ. */
export const SHIPPING_FIELD_NAMES = {
  'shippingAddressRequest.shippingAddress.streetName': 'street',
  'shippingAddressRequest.shippingAddress.streetGeneric': 'street',
  'shippingAddressRequest.shippingAddress.city': 'town',
  'shippingAddressRequest.shippingAddress.flatNumber': 'flat',
  'checkAddressRequest.streetName': 'street',
  'checkAddressRequest.city': 'town',
} as const;

/** Street kinds (DUG) read off the front of a street typed without choosing a suggestion. */
const STREET_KINDS = [
  'Via',
  'Viale',
  'Piazza',
  'Piazzale',
  'Corso',
  'Largo',
  'Vicolo',
  'Strada',
  'Contrada',
  'Località',
  'Lungomare',
  'Lungotevere',
  'Borgo',
  'Salita',
  'Calle',
  'Frazione',
];

/** "corso Francia 3" → Corso + "Francia 3"; without a known kind, the whole text is a "Via". */
export function splitStreet(text: string): { streetGeneric: string; streetName: string } {
  const t = text.trim().replace(/\s+/g, ' ');
  const first = t.split(' ')[0] ?? '';
  const kind = STREET_KINDS.find((k) => k.toLowerCase() === first.toLowerCase());
  return kind && t.length > first.length
    ? { streetGeneric: kind, streetName: t.slice(first.length).trim() }
    : { streetGeneric: 'Via', streetName: t };
}
