import { z } from 'zod';
import { PAGE_SIZES } from '@sportello/domain';
import { named, pagingQuery, queryBoolean } from './common';

// ---- customers ------------------------------------------------------------------------------

export const customerSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    key: z.string(),
    customerType: z.enum(['private', 'company', 'condominium', 'body']),
    relation: z.enum(['owner', 'delegate', 'agency']),
    fiscalCode: z.string().nullable(),
    vatNumber: z.string().nullable(),
    account: z.object({
      name: z.string(),
      phoneMobile: z.string().nullable(),
      phoneHome: z.string().nullable(),
      email: z.string().nullable(),
    }),
    privacyCompany: z.boolean(),
    privacyOthers: z.boolean(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const getCustomersQuerySchema = z.object({ ...pagingQuery(PAGE_SIZES.customers) });
export const getCustomersResponseSchema = named(
  'getCustomersResponse',
  z.object({ customers: z.array(customerSchema), total: z.number().int() }),
).meta({ id: 'GetCustomersResponse' });
export const getCustomerResponseSchema = named('getCustomerResponse', customerSchema);

// ---- supplies -------------------------------------------------------------------------------

export const supplySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    nickname: z.string().nullable(),
    customerId: z.number().int(),
    customerKey: z.string(),
    contractId: z.number().int(),
    contractKey: z.string(),
    commodity: z.enum(['luce', 'gas', 'teleriscaldamento']),
    podPdr: z.string(),
    status: z.enum(['Attiva', 'Cessata', 'InAttivazione']),
    address: z.object({ address: z.string(), postalCode: z.string(), locality: z.string(), province: z.string() }),
    activationDate: z.string(),
    endDate: z.string().nullable(),
    offerCode: z.string().nullable(),
    consumptionUnit: z.enum(['kWh', 'Smc', 'MWh']),
  })
  .meta({ id: 'Supply' });
export type Supply = z.infer<typeof supplySchema>;

export const getSuppliesQuerySchema = z.object({
  customerKey: z.string().trim().min(1, 'Codice cliente non valido').max(40).optional(),
  activeOnly: queryBoolean.optional(),
  ...pagingQuery(PAGE_SIZES.supplies),
});
export const getSuppliesResponseSchema = named(
  'getSuppliesResponse',
  z.object({ supplies: z.array(supplySchema), total: z.number().int() }),
).meta({ id: 'GetSuppliesResponse' });
