import { z } from 'zod';

/**
 * Bills brought in as FatturaPA documents (`POST …/integration/v1/invoices`, issue 20). The body
 * is the document itself, not JSON: FatturaPA XML (format FPR12; one document may carry several
 * bills), its signed form (`.p7m`, CAdES, DER or base64) or a zip of many (`.xml` and `.p7m`
 * entries). Each document is answered with its bills, or refused with the reason in Italian.
 */

export const INVOICE_IMPORT_CONTENT_TYPES = [
  'application/xml',
  'text/xml',
  'application/pkcs7-mime',
  'application/x-pkcs7-mime',
  'application/octet-stream',
  'application/zip',
  'application/x-zip-compressed',
] as const;

export const importedBillSchema = z
  .object({
    number: z.string().meta({ description: 'Numero del documento (DatiGeneraliDocumento/Numero).' }),
    issueDate: z.string().meta({ description: 'Data del documento (AAAA-MM-GG).' }),
    documentType: z.string().meta({ description: 'TipoDocumento: TD01 fattura, TD04 nota di credito…' }),
    outcome: z.enum(['created', 'unchanged']).meta({
      description: '`created`: bolletta nuova; `unchanged`: lo stesso documento era già importato.',
    }),
    invoiceId: z.number().int().min(1).meta({ description: 'Id della bolletta nel portale.' }),
    key: z.string().meta({ description: 'Numero della bolletta nel portale (quello del documento).' }),
    replaces: z
      .object({
        number: z.string().meta({ description: 'Numero della bolletta sostituita.' }),
        invoiceId: z.number().int().min(1),
        carriedCredit: z.string().meta({
          description: 'Quanto era già pagato sulla bolletta sostituita: resta a credito del cliente.',
        }),
        withdrawnInstallments: z.number().int().min(0),
        creditNoteNumber: z.string().nullable().meta({
          description: 'La nota di credito (TD04) dello stesso documento che annulla la bolletta sostituita.',
        }),
        requestId: z.number().int().nullable().meta({
          description:
            'La pratica di rettifica conclusa dalla sostituzione (null se non ce n’era una aperta).',
        }),
      })
      .optional()
      .meta({
        description:
          'Presente quando la bolletta sostituisce una bolletta stimata: un TD01 che la nomina in DatiFattureCollegate, o un TD01 accanto a un TD04 che la nomina. La bolletta sostituita non è più da pagare (le sue rate ancora da pagare sono ritirate), la sua pratica di rettifica aperta è conclusa.',
      }),
  })
  .meta({ id: 'ImportedBill' });

export const importedDocumentSchema = z
  .object({
    file: z
      .string()
      .meta({ description: 'Nome del file (la voce dello zip; `documento` per un corpo singolo).' }),
    status: z.enum(['imported', 'refused']),
    bills: z.array(importedBillSchema),
    error: z.object({ code: z.string(), message: z.string() }).optional().meta({
      description: 'Perché il documento è rifiutato (messaggio in italiano); nulla ne è stato importato.',
    }),
  })
  .meta({ id: 'ImportedDocument' });

export const importInvoicesResponseSchema = z
  .object({
    created: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    refused: z.number().int().min(0).meta({ description: 'Documenti rifiutati (solo per uno zip).' }),
    documents: z.array(importedDocumentSchema),
  })
  .meta({ id: 'ImportInvoicesResponse' });
export type ImportInvoicesResponse = z.infer<typeof importInvoicesResponseSchema>;
export type ImportedDocument = z.infer<typeof importedDocumentSchema>;
export type ImportedBill = z.infer<typeof importedBillSchema>;
