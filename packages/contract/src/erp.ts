import { z } from 'zod';
import { PAGE_SIZES } from '@sportello/domain';
import { named, pagingQuery, queryBoolean, recordId } from './common';

// ---- customers ------------------------------------------------------------------------------

export const customerSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    key: z.string(),
    customerType: z.enum(['private', 'company', 'condominium', 'body']),
    relation: z.enum(['owner', 'delegate', 'agency']),
    /** A delegate's scope (read, or read and pay); null for the owner and an agency. */
    scope: z.enum(['read', 'pay']).nullable().optional(),
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
    address: z.object({
      address: z.string(),
      postalCode: z.string(),
      locality: z.string(),
      province: z.string(),
    }),
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

// ---- shared pieces --------------------------------------------------------------------------

/** An external key in a query or body (customer, contract, supply codes). */
export const entityKey = (label: string) =>
  z
    .string({ error: `${label} non valido` })
    .trim()
    .min(1, `${label} non valido`)
    .max(60, `${label} non valido`);

/** `{id}` that is a numeric id, or the entity's key when `useExtKey=true`. */
export const idOrKeyParam = z.object({
  id: z.string().trim().min(1, 'Identificativo non valido').max(60, 'Identificativo non valido'),
});
export const useExtKeyQuery = z.object({ useExtKey: queryBoolean.optional() });

// ---- contracts ------------------------------------------------------------------------------

export const shippingAddressSchema = z
  .object({
    streetGeneric: z.string().nullable(),
    streetName: z.string().nullable(),
    civicNumber: z.string().nullable(),
    civicNumberExt: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    postalCode: z.string().nullable(),
    locality: z.string().nullable(),
    istatCode: z.string().nullable(),
    country: z.string(),
    floor: z.string().nullable(),
    building: z.string().nullable(),
    flatNumber: z.string().nullable(),
  })
  .meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const contractSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    customerId: z.number().int(),
    customerKey: z.string(),
    status: z.enum(['Attivo', 'Cessato', 'InAttivazione']),
    startDate: z.string(),
    endDate: z.string().nullable(),
    multiPodInvoicing: z.boolean(),
    bollettaclick: z.boolean(),
    shippingAddress: shippingAddressSchema,
    banking: z.object({
      paymentMethod: z.enum(['Bollettino', 'SDD']),
      iban: z.string().nullable(),
      bic: z.string().nullable(),
      accountHolder: z.string().nullable(),
      accountHolderFiscalCode: z.string().nullable(),
      /** Attiva, AttivazioneInCorso, VariazioneInCorso, RevocaInCorso, or null without direct debit. */
      sddStatus: z.string().nullable(),
    }),
    supplyCount: z.number().int(),
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

export const getContractsQuerySchema = z.object({
  customerKey: entityKey('Codice cliente').optional(),
  activeOnly: queryBoolean.optional(),
  ...pagingQuery(PAGE_SIZES.contracts),
});
export const getContractsResponseSchema = named(
  'getContractsResponse',
  z.object({ contracts: z.array(contractSchema), total: z.number().int() }),
).meta({ id: 'GetContractsResponse' });
export const getContractResponseSchema = named('getContractResponse', contractSchema);

export const bollettaclickCanChangeQuerySchema = z.object({ contractKey: entityKey('Codice contratto') });
export const bollettaclickCanChangeResponseSchema = named(
  'bollettaclickCanChangeResponse',
  z.object({
    contractKey: z.string(),
    canChange: z.boolean(),
    active: z.boolean(),
    message: z.string().nullable(),
  }),
);

export const maintenanceContractSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    customerId: z.number().int(),
    supplyId: z.number().int().nullable(),
    description: z.string(),
    status: z.enum(['Attivo', 'Cessato']),
    startDate: z.string(),
    endDate: z.string().nullable(),
    nextVisitDate: z.string().nullable(),
    annualFee: z.string(),
  })
  .meta({ id: 'MaintenanceContract' });
export const getMaintenanceContractsQuerySchema = z.object({
  customerKey: entityKey('Codice cliente').optional(),
  ...pagingQuery(PAGE_SIZES.contracts),
});
export const getMaintenanceContractsResponseSchema = named(
  'getMaintenanceContractsResponse',
  z.object({ maintenanceContracts: z.array(maintenanceContractSchema), total: z.number().int() }),
);

// ---- offers ---------------------------------------------------------------------------------

export const offerSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    commodity: z.enum(['luce', 'gas', 'teleriscaldamento']),
    /** "Orario" means hourly. */
    priceType: z.enum(['Fisso', 'Variabile', 'Orario']),
    description: z.string(),
    prices: z.object({
      f1: z.string().nullable(),
      f2: z.string().nullable(),
      f3: z.string().nullable(),
      unit: z.string(),
    }),
    monthlyFee: z.string(),
    validFrom: z.string(),
  })
  .meta({ id: 'Offer' });
export const getOfferResponseSchema = named('getOfferResponse', offerSchema);

// ---- supply detail and nickname -------------------------------------------------------------

export const supplyDetailSchema = supplySchema
  .extend({
    offer: offerSchema.nullable(),
    hourly: z.boolean(),
    technicalData: z
      .object({
        meterSerial: z.string().nullable(),
        meterDigits: z.number().int().nullable(),
        contractedPowerKw: z.string().nullable(),
        annualConsumption: z.string().nullable(),
        useType: z.string().nullable(),
        fullCapacityStartDate: z.string().nullable(),
      })
      .optional(),
  })
  .meta({ id: 'SupplyDetail' });
export const getSupplyQuerySchema = z.object({
  includeTechnicalData: queryBoolean.optional(),
  useExtKey: queryBoolean.optional(),
});
export const getSupplyResponseSchema = named('getSupplyResponse', supplyDetailSchema);

export const updateSupplyRequestSchema = named(
  'updateSupplyRequest',
  z.object({
    id: recordId('Fornitura non valida'),
    nickname: z
      .string({ error: 'Inserire il nome della fornitura' })
      .trim()
      .max(40, 'Il nome può avere al massimo 40 caratteri')
      .regex(
        /^[\p{L}\p{N} '’.,\-/()]*$/u,
        'Il nome può contenere solo lettere, numeri, spazi e punteggiatura semplice',
      )
      .nullable(),
  }),
).meta({ id: 'UpdateSupplyRequest' });
export const updateSupplyResponseSchema = named('updateSupplyResponse', supplySchema);
