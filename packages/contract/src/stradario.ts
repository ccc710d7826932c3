import { z } from 'zod';
import { PAGE_SIZES } from '@sportello/domain';

/** Address service (stradario): towns, streets and the address check. Country is Italy. */

const count = (def: number) =>
  z.coerce
    .number({ error: 'cnt deve essere un numero' })
    .int('cnt deve essere un numero intero')
    .min(1, 'cnt deve essere almeno 1')
    .max(100, 'cnt può essere al massimo 100')
    .default(def);

export const getTownQuerySchema = z.object({
  stxt: z
    .string({ error: 'Inserire almeno 2 caratteri' })
    .trim()
    .min(2, 'Inserire almeno 2 caratteri')
    .max(80),
  cnt: count(PAGE_SIZES.townSuggestions),
});
export const townSchema = z
  .object({
    /**
     * The key for getStreet: the ISTAT code, or the cadastral code for a municipality newer than
     * the ANPR archive the list was built from (its ISTAT code then is null).
     */
    tKey: z.string(),
    istatCode: z.string().nullable(),
    /** The official name, in both languages where there are two ("Bolzano/Bozen"). */
    name: z.string(),
    province: z.string(),
    provinceName: z.string(),
    region: z.string(),
    postalCodes: z.array(z.string()),
    cadastralCode: z.string(),
  })
  .meta({ id: 'Town' });
export const getTownResponseSchema = z.object({ getTownResponse: z.object({ towns: z.array(townSchema) }) });

export const getStreetQuerySchema = z.object({
  stxt: z
    .string({ error: 'Inserire almeno 2 caratteri' })
    .trim()
    .min(2, 'Inserire almeno 2 caratteri')
    .max(120),
  tKey: z
    .string({ error: 'Comune non valido' })
    .trim()
    .regex(/^(\d{6}|[A-Z]\d{3})$/, 'Comune non valido'),
  cnt: count(PAGE_SIZES.streetSuggestions),
});
export const streetSchema = z
  .object({
    streetGeneric: z.string(),
    streetName: z.string(),
    fullName: z.string(),
    postalCode: z.string(),
    tKey: z.string(),
  })
  .meta({ id: 'Street' });
export const getStreetResponseSchema = z.object({
  getStreetResponse: z.object({ streets: z.array(streetSchema) }),
});

export const checkAddressRequestSchema = z
  .object({
    checkAddressRequest: z.object({
      streetGeneric: z.string().trim().max(30).optional(),
      streetName: z.string({ error: 'Inserire l’indirizzo' }).trim().min(1, 'Inserire l’indirizzo').max(120),
      civicNumber: z.string().trim().max(10).optional(),
      city: z.string({ error: 'Inserire il comune' }).trim().min(1, 'Inserire il comune').max(80),
      province: z.string().trim().max(2).optional(),
      postalCode: z.string().trim().max(5).optional(),
      country: z.literal('IT', { error: 'Sono ammessi solo indirizzi in Italia' }).default('IT'),
    }),
  })
  .meta({ id: 'CheckAddressRequest' });
export const checkAddressResponseSchema = z
  .object({
    root: z.object({
      Indirizzo: z.object({
        /** 0–100; the address is valid at 50 or more. */
        Score: z.number().int(),
        valid: z.boolean(),
        istatCode: z.string().nullable(),
        city: z.string().nullable(),
        province: z.string().nullable(),
        postalCode: z.string().nullable(),
        streetGeneric: z.string().nullable(),
        streetName: z.string().nullable(),
        civicNumber: z.string().nullable(),
      }),
    }),
  })
  .meta({ id: 'CheckAddressResponse' });
