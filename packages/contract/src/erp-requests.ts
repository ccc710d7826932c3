import { z } from 'zod';
import { PAGE_SIZES, TEXT_LIMITS } from '@sportello/domain';
import { named, pagingQuery, recordId } from './common';

/** Request types as the ERP names them. */
export const REQUEST_TYPES = {
  information: 'Informazioni',
  installments: 'Rateizzazione',
  emailInvoice: 'BollettaClick',
  billingOptions: 'OpzioniFatturazione',
  shippingAddress: 'Var_IndirizzoSpedizione',
  bankAccountChange: 'GestioneSDD',
  accountData: 'Var_Anagrafica',
} as const;
export type RequestType = (typeof REQUEST_TYPES)[keyof typeof REQUEST_TYPES];

const key = (label: string) =>
  z
    .string({ error: `${label} obbligatorio` })
    .trim()
    .min(1, `${label} obbligatorio`)
    .max(60, `${label} non valido`);
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Testo troppo lungo (massimo ${max} caratteri)`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Testo troppo lungo (massimo ${max} caratteri)`).optional();
const email = z
  .string({ error: 'Indirizzo e-mail non valido' })
  .trim()
  .regex(/^[A-Za-z0-9_.-]+@([A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/, 'Indirizzo e-mail non valido');
const phone = z
  .string({ error: 'Numero di telefono non valido' })
  .trim()
  .regex(/^\+?[0-9 ]{6,20}$/, 'Numero di telefono non valido');

export const requestSchema = z
  .object({
    id: z.number().int(),
    requestId: z.number().int(),
    ticketKey: z.string(),
    requestType: z.string(),
    CreatedDate: z.string(),
    PhaseCode: z.string(),
    Status: z.string(),
    customerId: z.number().int(),
    customerKey: z.string(),
    contractId: z.number().int().nullable(),
    contractKey: z.string().nullable(),
    invoiceId: z.number().int().nullable(),
    details: z.record(z.string(), z.unknown()),
    /** The retailer's last message on the practice, and when its state last changed (issue 20). */
    StatusMessage: z.string().nullable().optional(),
    StatusDate: z.string().nullable().optional(),
  })
  .meta({ id: 'Request' });
export type CustomerRequest = z.infer<typeof requestSchema>;

export const createRequestResponseSchema = named('createRequestResponse', requestSchema).meta({
  id: 'CreateRequestResponse',
});

export const informationRequestSchema = named(
  'informationRequest',
  z.object({
    customerKey: key('Codice cliente'),
    contractKey: key('Codice contratto').optional(),
    subject: requiredText('Inserire oggetto', TEXT_LIMITS.requestSubject),
    message: requiredText('Inserire messaggio', TEXT_LIMITS.requestMessage),
  }),
).meta({ id: 'InformationRequest' });

export const installmentsRequestSchema = named(
  'installmentsRequest',
  z.object({
    invoiceId: recordId('Bolletta non valida'),
    contractKey: key('Codice contratto'),
    numberOfInstallments: z
      .number({ error: 'Numero di rate non valido' })
      .int('Numero di rate non valido')
      .min(2, 'Le rate devono essere almeno 2')
      .max(12, 'Le rate possono essere al massimo 12')
      .default(3),
    note: optionalText(TEXT_LIMITS.installmentNote),
  }),
).meta({ id: 'InstallmentsRequest' });

export const emailInvoiceRequestSchema = named(
  'emailInvoiceRequest',
  z.object({
    contractKey: key('Codice contratto'),
    /** true: the invoice by e-mail (Bolletta Click); false: back to paper. */
    enabled: z.boolean({ error: 'Indicare se attivare la bolletta via e-mail' }),
    email: email.optional(),
  }),
)
  .refine((b) => !b.emailInvoiceRequest.enabled || !!b.emailInvoiceRequest.email, {
    message: "Inserire l'indirizzo e-mail",
    path: ['emailInvoiceRequest', 'email'],
  })
  .meta({ id: 'EmailInvoiceRequest' });

export const billingOptionsRequestSchema = named(
  'billingOptionsRequest',
  z.object({
    contractKey: key('Codice contratto'),
    invoiceFormat: z.enum(['Sintetica', 'Dettagliata'], { error: 'Formato bolletta non valido' }).optional(),
    frequency: z.enum(['Mensile', 'Bimestrale'], { error: 'Periodicità non valida' }).optional(),
  }),
)
  .refine(
    (b) =>
      b.billingOptionsRequest.invoiceFormat !== undefined || b.billingOptionsRequest.frequency !== undefined,
    {
      message: 'Indicare almeno un’opzione da modificare',
      path: ['billingOptionsRequest'],
    },
  )
  .meta({ id: 'BillingOptionsRequest' });

export const shippingAddressInputSchema = z.object({
  streetGeneric: requiredText('Inserire la specie (via, piazza…)', 30),
  streetName: requiredText('Inserire l’indirizzo', 120),
  civicNumber: z
    .string({ error: 'Numero civico non valido' })
    .trim()
    .regex(/^\d{1,5}$/, 'Numero civico non valido'),
  civicNumberExt: optionalText(10),
  city: requiredText('Inserire il comune', 80),
  province: z
    .string({ error: 'Provincia non valida' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Provincia non valida')
    .transform((v) => v.toUpperCase()),
  postalCode: z
    .string({ error: 'CAP non valido' })
    .trim()
    .regex(/^\d{5}$/, 'CAP non valido'),
  locality: optionalText(80),
  istatCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Codice ISTAT non valido')
    .optional(),
  country: z.literal('IT', { error: 'Sono ammessi solo indirizzi in Italia' }).default('IT'),
  floor: optionalText(10),
  building: optionalText(20),
  flatNumber: optionalText(10),
});
export const shippingAddressRequestSchema = named(
  'shippingAddressRequest',
  z.object({ contractKey: key('Codice contratto'), shippingAddress: shippingAddressInputSchema }),
).meta({ id: 'ShippingAddressRequest' });

export const bankAccountChangeRequestSchema = named(
  'bankAccountChangeRequest',
  z.object({
    contractKey: key('Codice contratto'),
    action: z.enum(['Activate', 'Change', 'Revoke'], { error: 'Operazione non valida' }).default('Change'),
    iban: z.string().trim().max(40, 'IBAN non valido').optional(),
    bic: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 'BIC non valido')
      .optional(),
    accountHolder: optionalText(TEXT_LIMITS.accountHolder),
    accountHolderFiscalCode: z
      .string()
      .trim()
      .max(16, 'Codice fiscale dell’intestatario non valido')
      .optional(),
  }),
).meta({ id: 'BankAccountChangeRequest' });

export const accountDataRequestSchema = named(
  'accountDataRequest',
  z.object({
    customerKey: key('Codice cliente'),
    email: email.optional(),
    phoneMobile: phone.optional(),
    phoneHome: phone.optional(),
    privacyCompany: z.boolean().optional(),
    privacyOthers: z.boolean().optional(),
  }),
)
  .refine((b) => Object.keys(b.accountDataRequest).some((k) => k !== 'customerKey'), {
    message: 'Indicare almeno un dato da modificare',
    path: ['accountDataRequest'],
  })
  .meta({ id: 'AccountDataRequest' });

export const getRequestsQuerySchema = z.object({
  requestType: z.string().trim().min(1).max(40).optional(),
  contractKey: z.string().trim().min(1).max(60).optional(),
  customerKey: z.string().trim().min(1).max(60).optional(),
  ...pagingQuery(PAGE_SIZES.requests),
});
export const getRequestsResponseSchema = named(
  'getRequestsResponse',
  z.object({ requests: z.array(requestSchema), total: z.number().int() }),
).meta({ id: 'GetRequestsResponse' });
export const getRequestResponseSchema = named('getRequestResponse', requestSchema);
