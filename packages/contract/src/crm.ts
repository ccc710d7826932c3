import { z } from 'zod';
import { named } from './common';
import { companyCode } from './core';

/**
 * The CRM's hand-over of one supply's consumption graphs (spec section 4, deep link 1:
 * sessionId+supplyKey+customerKey+rcrm=1). The retailer's CRM, authenticated by its API token,
 * asks for a link session scoped to that one supply and sends the operator's browser to `url`.
 */
export const createCrmSessionRequestSchema = named(
  'createCrmSessionRequest',
  z.object({
    company: z
      .string({ error: 'Società obbligatoria' })
      .transform((v) => v.toLowerCase())
      .pipe(companyCode),
    customerKey: z
      .string({ error: 'Codice cliente obbligatorio' })
      .trim()
      .min(1, 'Codice cliente obbligatorio')
      .max(40, 'Codice cliente troppo lungo'),
    supplyKey: z
      .string({ error: 'Codice fornitura obbligatorio' })
      .trim()
      .min(1, 'Codice fornitura obbligatorio')
      .max(40, 'Codice fornitura troppo lungo'),
  }),
);
export type CreateCrmSessionRequest = z.infer<typeof createCrmSessionRequestSchema>;

export const createCrmSessionResponseSchema = named(
  'createCrmSessionResponse',
  z.object({
    /** The link session's id: it sees only this supply's data and its consumption. */
    sessionId: z.string(),
    /** Where the CRM sends the browser: the portal's start address with the hand-over query. */
    url: z.string(),
    /** When the session's link stops working (the session ends with it). */
    expiresAt: z.string(),
  }),
);
export type CreateCrmSessionResponse = z.infer<typeof createCrmSessionResponseSchema>;

export const CRM_ERROR_CODES = {
  /** No or wrong `Authorization: Bearer` token, or the CRM hand-over is not configured: 401. */
  crmUnauthorized: 'crm_unauthorized',
} as const;
