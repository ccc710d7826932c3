import { z } from 'zod';
import { named } from './common';
import { entityKey, maintenanceContractSchema, offerSchema } from './erp';

/** The request type of a service activation, as the ERP names it. */
export const SERVICE_ACTIVATION_REQUEST_TYPE = 'AttivazioneServizio';

const commodity = z.enum(['luce', 'gas', 'teleriscaldamento']);

/** A service of the catalogue (per commodity). */
export const serviceSchema = z
  .object({
    code: z.string(),
    commodity,
    name: z.string(),
    description: z.string(),
    monthlyFee: z.string(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof serviceSchema>;

/** A service as one supply has it: active, being activated, or available to activate. */
export const supplyServiceStateSchema = z.object({
  code: z.string(),
  status: z.enum(['Attivo', 'InAttivazione', 'Attivabile']),
  requestId: z.number().int().nullable(),
  activatedOn: z.string().nullable(),
});
export type SupplyServiceState = z.infer<typeof supplyServiceStateSchema>;

export const servicesSupplySchema = z.object({
  supplyId: z.number().int(),
  supplyKey: z.string(),
  nickname: z.string().nullable(),
  commodity,
  podPdr: z.string(),
  address: z.string(),
  contractKey: z.string(),
  services: z.array(supplyServiceStateSchema),
});
export type ServicesSupply = z.infer<typeof servicesSupplySchema>;

export const getServicesQuerySchema = z.object({ customerKey: entityKey('Codice cliente').optional() });
export const getServicesResponseSchema = named(
  'getServicesResponse',
  z.object({ catalogue: z.array(serviceSchema), supplies: z.array(servicesSupplySchema) }),
).meta({ id: 'GetServicesResponse' });
export type ServicesOverview = z.infer<typeof getServicesResponseSchema>['getServicesResponse'];

export const serviceActivationRequestSchema = named(
  'serviceActivationRequest',
  z.object({
    supplyKey: entityKey('Codice fornitura'),
    serviceCode: z
      .string({ error: 'Selezionare il servizio' })
      .trim()
      .min(1, 'Selezionare il servizio')
      .max(40, 'Servizio non valido'),
  }),
).meta({ id: 'ServiceActivationRequest' });

export const maintenanceVisitSchema = z.object({
  id: z.number().int(),
  visitDate: z.string(),
  kind: z.string(),
  status: z.enum(['Programmata', 'Eseguita', 'Annullata']),
  notes: z.string().nullable(),
});
export type MaintenanceVisit = z.infer<typeof maintenanceVisitSchema>;

export const maintenanceContractDetailSchema = maintenanceContractSchema
  .extend({ visits: z.array(maintenanceVisitSchema) })
  .meta({ id: 'MaintenanceContractDetail' });
export type MaintenanceContractDetail = z.infer<typeof maintenanceContractDetailSchema>;
export const getMaintenanceContractResponseSchema = named(
  'getMaintenanceContractResponse',
  maintenanceContractDetailSchema,
);

/** The brand's offers, public (any session of the brand, logged in or not). */
export const getOffersResponseSchema = named(
  'getOffersResponse',
  z.object({ offers: z.array(offerSchema) }),
).meta({ id: 'GetOffersResponse' });
