import { z } from 'zod';
import { userSchema } from '../core';
import { getNotificationsResponseSchema } from '../core-notifications';
import { getSuppliesResponseSchema } from '../erp';
import { getInvoicesResponseSchema, paymentSchema } from '../erp-billing';
import { getReadingsResponseSchema } from '../erp-metering';
import { getDelegationsResponseSchema } from '../ownership';
import { brandCodeSchema } from './operators';

/**
 * The console's customer view (issue 21): find a customer of the operator's brands, then see it
 * as the customer sees it in the portal (the portal's own answers, read only).
 */

export const consoleCustomersQuerySchema = z.object({
  q: z
    .string({ error: 'Inserire un codice cliente, un codice fiscale, una partita IVA o un POD/PDR' })
    .trim()
    .min(3, 'Inserire almeno 3 caratteri')
    .max(40, 'Ricerca troppo lunga (massimo 40 caratteri)')
    .meta({
      description: 'Codice cliente, codice fiscale, partita IVA o POD/PDR di una fornitura (esatti).',
    }),
  brand: brandCodeSchema.optional().meta({ description: 'Solo i clienti di questo marchio.' }),
});

export const consoleCustomerSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    fiscalCode: z.string().nullable(),
    vatNumber: z.string().nullable(),
    email: z.string().nullable(),
    brand: z.string(),
  })
  .meta({ id: 'ConsoleCustomer' });
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;

export const consoleCustomerListSchema = z
  .object({ items: z.array(consoleCustomerSchema).meta({ description: 'Al massimo 50.' }) })
  .meta({ id: 'ConsoleCustomerList' });

export const consoleCustomerViewSchema = z
  .object({
    customer: consoleCustomerSchema,
    users: z
      .array(userSchema)
      .meta({ description: 'Gli utenti del portale legati al cliente (titolari e delegati).' }),
    supplies: getSuppliesResponseSchema.shape.getSuppliesResponse,
    invoices: getInvoicesResponseSchema.shape.getInvoicesResponse,
    payments: z.array(paymentSchema).meta({ description: 'Gli ultimi 20 pagamenti dal portale.' }),
    readings: z.array(
      z.object({ supplyKey: z.string(), readings: getReadingsResponseSchema.shape.getReadingsResponse }),
    ),
    delegations: getDelegationsResponseSchema.shape.getDelegationsResponse,
    notifications: getNotificationsResponseSchema.shape.getNotificationsResponse.meta({
      description: 'I messaggi del titolare, come li vede nel portale.',
    }),
  })
  .meta({ id: 'ConsoleCustomerView' });
export type ConsoleCustomerView = z.infer<typeof consoleCustomerViewSchema>;
