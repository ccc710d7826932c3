import { z } from 'zod';
import { PAGE_SIZES } from '@sportello/domain';
import { money, named, pagingQuery, queryBoolean, recordId } from './common';

// ---- invoices -------------------------------------------------------------------------------

export const installmentSchema = z
  .object({
    id: z.number().int(),
    invoiceId: z.number().int(),
    number: z.number().int(),
    dueDate: z.string(),
    amount: z.string(),
    toBePaid: z.boolean(),
    paidDate: z.string().nullable(),
    /** 0 due and unpaid, 1 due date in the future, 2 otherwise (spec section 4). */
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** Withdrawn with its bill, which another bill replaced (issue 25): not to be paid. */
    withdrawn: z.boolean().optional(),
  })
  .meta({ id: 'Installment' });
export type Installment = z.infer<typeof installmentSchema>;

/** Another bill named by a replacement: its id (for its page) and its number. */
export const billReplacementLinkSchema = z.object({ id: z.number().int(), key: z.string() });

export const invoiceSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    invoiceTypeCode: z.number().int(),
    invoiceTypeDescription: z.string(),
    issueDate: z.string(),
    dueDate: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    totalAmount: z.string(),
    /** What is still owed: the total, the unpaid instalments, or 0. */
    amountToPay: z.string(),
    /** Pagata, DaPagare, Scaduta, Rateizzata; Sostituita when another bill replaced it (issue 25). */
    paymentLevel: z.enum(['Pagata', 'DaPagare', 'Scaduta', 'Rateizzata', 'Sostituita']),
    paidDate: z.string().nullable(),
    consumption: z.string().nullable(),
    consumptionUnit: z.string().nullable(),
    supplyId: z.number().int().nullable(),
    supplyKey: z.string().nullable(),
    commodity: z.enum(['luce', 'gas', 'teleriscaldamento']).nullable(),
    archiviationKey: z.string(),
    documentAvailable: z.boolean(),
    /** Within the instalment request window and still to be paid in full. */
    installmentsRequestable: z.boolean(),
    contract: z.object({
      id: z.number().int(),
      key: z.string(),
      customerId: z.number().int(),
      customer: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
      multiPodInvoicing: z.boolean(),
    }),
    installments: z.array(installmentSchema),
    /**
     * The bill that replaced this one (issue 25): the one to pay; what was paid on this one is
     * carried as credit.
     */
    replacedBy: billReplacementLinkSchema
      .extend({ replacedAt: z.string(), carriedCredit: z.string() })
      .nullable()
      .optional(),
    /** The bill this one replaces. */
    replaces: billReplacementLinkSchema.nullable().optional(),
    /** For a credit note: the replaced bill it cancels (its worth is not counted again). */
    cancels: billReplacementLinkSchema.nullable().optional(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const getInvoicesQuerySchema = z.object({
  customerId: z.coerce
    .number({ error: 'Cliente non valido' })
    .int('Cliente non valido')
    .positive('Cliente non valido')
    .optional(),
  contractId: z.coerce
    .number({ error: 'Contratto non valido' })
    .int('Contratto non valido')
    .positive('Contratto non valido')
    .optional(),
  supplyId: z.coerce
    .number({ error: 'Fornitura non valida' })
    .int('Fornitura non valida')
    .positive('Fornitura non valida')
    .optional(),
  orderBy: z.enum(['Asc', 'Desc'], { error: 'Ordinamento non valido (Asc o Desc)' }).default('Desc'),
  outstandingOnly: queryBoolean.optional(),
  /** Comma-separated invoice type codes, or "all" (default). */
  typeCodes: z
    .string()
    .regex(/^(all|\d{1,3}(,\d{1,3})*)$/, 'Tipi di bolletta non validi')
    .optional(),
  ...pagingQuery(PAGE_SIZES.invoices),
});
export const getInvoicesResponseSchema = named(
  'getInvoicesResponse',
  z.object({ invoices: z.array(invoiceSchema), total: z.number().int(), outstandingAmount: z.string() }),
).meta({ id: 'GetInvoicesResponse' });
export const getInvoiceResponseSchema = named('getInvoiceResponse', invoiceSchema);

export const invoiceLineSchema = z.object({
  description: z.string(),
  supplyId: z.number().int().nullable(),
  podPdr: z.string().nullable(),
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.string().nullable(),
  amount: z.string(),
});
export const invoiceSectionSchema = z
  .object({
    code: z.enum(['energia', 'trasporto', 'oneri', 'imposte', 'altro']),
    title: z.string(),
    amount: z.string(),
    lines: z.array(invoiceLineSchema),
  })
  .meta({ id: 'InvoiceSection' });
export const getInvoiceDetailResponseSchema = named(
  'getInvoiceDetailResponse',
  z.object({
    invoiceId: z.number().int(),
    invoiceKey: z.string(),
    sections: z.array(invoiceSectionSchema),
    total: z.string(),
  }),
).meta({ id: 'GetInvoiceDetailResponse' });

export const getInstallmentsQuerySchema = z
  .object({
    invoiceId: z.coerce
      .number({ error: 'Bolletta non valida' })
      .int('Bolletta non valida')
      .positive('Bolletta non valida')
      .optional(),
    contractId: z.coerce
      .number({ error: 'Contratto non valido' })
      .int('Contratto non valido')
      .positive('Contratto non valido')
      .optional(),
  })
  .refine((q) => q.invoiceId !== undefined || q.contractId !== undefined, {
    message: 'Indicare la bolletta o il contratto',
    path: ['invoiceId'],
  });
export const getInstallmentsResponseSchema = named(
  'getInstallmentsResponse',
  z.object({ installments: z.array(installmentSchema) }),
).meta({ id: 'GetInstallmentsResponse' });

export const insolvencySchema = z
  .object({
    invoiceId: z.number().int(),
    invoiceKey: z.string(),
    installmentId: z.number().int().nullable(),
    contractId: z.number().int(),
    contractKey: z.string(),
    customerId: z.number().int(),
    dueDate: z.string(),
    amount: z.string(),
    daysOverdue: z.number().int(),
  })
  .meta({ id: 'Insolvency' });
export const getInsolvenciesQuerySchema = z.object({
  customerKey: z.string().trim().min(1).max(60).optional(),
  ...pagingQuery(PAGE_SIZES.outstandingInvoiceCheck),
});
export const getInsolvenciesResponseSchema = named(
  'getInsolvenciesResponse',
  z.object({ insolvencies: z.array(insolvencySchema), totalAmount: z.string() }),
).meta({ id: 'GetInsolvenciesResponse' });

// ---- payments -------------------------------------------------------------------------------

export const PAYMENT_RETURN_PLACEHOLDERS = ['{paymentId}', '{invoiceId}'] as const;
const returnPath = z
  .string()
  .max(500, 'Indirizzo di ritorno troppo lungo')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Indirizzo di ritorno non valido: deve essere un percorso del portale');

export const createPaymentRequestSchema = named(
  'createPaymentRequest',
  z.object({
    gatewayId: z.number().int().positive('Gateway non valido').default(1),
    payKind: z.enum(['Invoices', 'Installments'], { error: 'Tipo di pagamento non valido' }),
    totalAmount: money.refine((v) => Number(v) > 0, 'Importo non valido'),
    items: z.object({
      item: z
        .array(
          z.object({
            invoiceId: recordId('Bolletta non valida').optional(),
            installmentId: recordId('Rata non valida').optional(),
            amount: money,
          }),
          { error: 'Indicare cosa pagare' },
        )
        .min(1, 'Indicare cosa pagare')
        .max(50, 'Troppe voci in un solo pagamento'),
    }),
    /** Return paths with {paymentId} and {invoiceId} placeholders; default /invoice/{invoiceId}/payment_ok|ko. */
    okUrl: returnPath.optional(),
    koUrl: returnPath.optional(),
  }),
).meta({ id: 'CreatePaymentRequest' });

export const paymentSchema = z
  .object({
    id: z.number().int(),
    gatewayId: z.number().int(),
    payKind: z.enum(['Invoices', 'Installments']),
    totalAmount: z.string(),
    status: z.enum(['Creato', 'Pagato', 'Annullato', 'Rifiutato']),
    items: z.object({
      item: z.array(
        z.object({
          invoiceId: z.number().int().nullable(),
          installmentId: z.number().int().nullable(),
          amount: z.string(),
        }),
      ),
    }),
    redirectUrl: z.string(),
    userOutcome: z.string().nullable(),
    userOutcomeDate: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Payment' });
export const createPaymentResponseSchema = named('createPaymentResponse', paymentSchema);
export const getPaymentResponseSchema = named('getPaymentResponse', paymentSchema);
export const updatePaymentRequestSchema = named(
  'updatePaymentRequest',
  z.object({
    id: recordId('Pagamento non valido'),
    userOutcome: z.enum(['OK', 'KO'], { error: 'Esito non valido (OK o KO)' }),
    userOutcomeDate: z.iso.datetime({ offset: true, error: 'Data esito non valida' }).optional(),
  }),
).meta({ id: 'UpdatePaymentRequest' });
export const updatePaymentResponseSchema = named('updatePaymentResponse', paymentSchema);

// ---- documents ------------------------------------------------------------------------------

export const DOCUMENT_TYPES = ['Invoice', 'InvoiceDetailCsv'] as const;
export const documentInfoSchema = z
  .object({
    id: z.number().int(),
    archiviationKey: z.string(),
    documentType: z.enum(DOCUMENT_TYPES),
    fileName: z.string(),
    contentType: z.string(),
    available: z.boolean(),
  })
  .meta({ id: 'DocumentInfo' });
export const documentDownloadSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.string(),
    /** base64 */
    data: z.string(),
  })
  .meta({ id: 'DocumentDownload' });
export const getDocumentsQuerySchema = z.object({
  archiviationKey: z
    .string({ error: 'Chiave documento obbligatoria' })
    .trim()
    .min(1, 'Chiave documento obbligatoria')
    .max(80),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'Tipo di documento non valido' }).optional(),
});
export const getDocumentsResponseSchema = named('getDocumentsResponse', documentDownloadSchema);
export const getDocumentResponseSchema = named('getDocumentResponse', documentDownloadSchema);
export const documentExistsResponseSchema = named(
  'documentExistsResponse',
  z.object({
    id: z.number().int(),
    exists: z.boolean(),
    message: z.string().nullable(),
    document: documentInfoSchema,
  }),
);
