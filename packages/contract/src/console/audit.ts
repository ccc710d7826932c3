import { z } from 'zod';
import { isoDate } from '../common';
import { pageQuery, pageSchema } from './paging';

/** The console's audit log for admins (issue 21): read, filter, export as CSV safe for spreadsheets. */

const filters = {
  operator: z
    .string()
    .trim()
    .max(63, 'Operatore non valido')
    .optional()
    .meta({ description: 'Il nome utente dell’operatore (o `command`).' }),
  action: z
    .string()
    .trim()
    .max(60, 'Azione non valida')
    .regex(/^[a-z.-]*$/, 'Azione non valida')
    .optional()
    .meta({ description: 'L’azione, o il suo inizio (`request.` per tutte quelle sulle richieste).' }),
  from: isoDate.optional().meta({ description: 'Dal giorno (incluso, ora italiana).' }),
  to: isoDate.optional().meta({ description: 'Al giorno (incluso, ora italiana).' }),
};

/** A period's query refused when its last day (`to`) is before its first (`from`). */
function daysInOrder<S extends z.ZodType<{ from?: string; to?: string }>>(schema: S): S {
  return schema.refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: 'Il giorno finale precede quello iniziale',
  });
}

export const auditQuerySchema = daysInOrder(z.object({ ...filters, ...pageQuery(200, 50) }));

export const auditExportQuerySchema = daysInOrder(z.object(filters));

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    operatorId: z.number().int().nullable(),
    actor: z.string(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    brand: z.string().nullable(),
    before: z.unknown().meta({ description: 'Com’era prima (JSON), o null.' }),
    after: z.unknown().meta({ description: 'Com’è dopo (JSON), o null.' }),
    ip: z.string().nullable(),
  })
  .meta({ id: 'ConsoleAuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema, 'ConsoleAuditPage');

export const auditExportSchema = z
  .object({
    fileName: z.string(),
    contentType: z.literal('text/csv; charset=utf-8'),
    content: z.string().meta({ description: 'Il file CSV (separatore `;`, UTF-8 con BOM) in base64.' }),
    rows: z.number().int(),
  })
  .meta({ id: 'ConsoleAuditExport' });
