import { z } from 'zod';

/** The liveness probe's answer. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** The readiness probe's answer: which database answered. */
export const readinessResponseSchema = z.object({ status: z.literal('ready'), database: z.string() });
