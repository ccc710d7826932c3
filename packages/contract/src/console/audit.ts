import { z } from 'zod';
import { isoDate } from '../common';

/** The console's audit log for admins (issue 21): read, filter, export as CSV safe for spreadsheets. */

const PAGE_MESSAGE = 'Pagina non valida: un numero intero da 1';
const SIZE_MESSAGE = 'Dimensione della pagina non valida: da 1 a 200';

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

export const auditQuerySchema = z
  .object({
    ...filters,
    page: z.coerce
      .number({ error: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(100_000)
      .default(1),
    pageSize: z.coerce
      .number({ error: SIZE_MESSAGE })
      .int(SIZE_MESSAGE)
      .min(1, SIZE_MESSAGE)
      .max(200, SIZE_MESSAGE)
      .default(50),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: 'Il giorno finale precede quello iniziale',
  });

export const auditExportQuerySchema = z.object(filters).refine((q) => !q.from || !q.to || q.to >= q.from, {
  path: ['to'],
  message: 'Il giorno finale precede quello iniziale',
});

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

export const auditPageSchema = z
  .object({
    items: z.array(auditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ConsoleAuditPage' });

export const auditExportSchema = z
  .object({
    fileName: z.string(),
    contentType: z.literal('text/csv; charset=utf-8'),
    content: z.string().meta({ description: 'Il file CSV (separatore `;`, UTF-8 con BOM) in base64.' }),
    rows: z.number().int(),
  })
  .meta({ id: 'ConsoleAuditExport' });
