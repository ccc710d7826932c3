import { z } from 'zod';
import { lineRefusalSchema } from './common';

/**
 * What a metering or prices import answers (issue 20): the lines read and what became of them,
 * with the refused ones (`{ line, field, message }`, message in Italian; at most 1000 listed,
 * all counted in `refused`).
 */

const counts = {
  lines: z.number().int().min(0).meta({ description: 'Righe di dati lette (intestazione esclusa).' }),
  created: z.number().int().min(0).meta({ description: 'Valori nuovi.' }),
  updated: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'Valori già presenti e cambiati (o ripetuti nel file).' }),
  unchanged: z.number().int().min(0).meta({ description: 'Valori già presenti e uguali: nulla cambia.' }),
  refused: z.number().int().min(0).meta({ description: 'Righe rifiutate (tutte contate).' }),
  errors: z.array(lineRefusalSchema).meta({ description: 'Le righe rifiutate, al più 1000.' }),
};

export const importReadingsResponseSchema = z.object(counts).meta({ id: 'ImportReadingsResponse' });
export type ImportReadingsResponse = z.infer<typeof importReadingsResponseSchema>;

export const consumptionGranularitySchema = z.enum(['hourly', 'quarter-hourly', 'daily', 'monthly']).meta({
  id: 'ConsumptionGranularity',
  description: 'Dettaglio del file, dalle colonne dell’intestazione.',
});

export const importConsumptionResponseSchema = z
  .object({ granularity: consumptionGranularitySchema.nullable(), ...counts })
  .meta({ id: 'ImportConsumptionResponse' });
export type ImportConsumptionResponse = z.infer<typeof importConsumptionResponseSchema>;

export const priceFileRefusalSchema = lineRefusalSchema
  .extend({ file: z.string().optional().meta({ description: 'Il file nello zip.' }) })
  .meta({
    id: 'PriceFileRefusal',
    description: 'Un elemento rifiutato: file nello zip, numero dell’elemento <Prezzi> (da 1), tag, motivo.',
  });

export const importPricesResponseSchema = z
  .object({
    files: z.number().int().min(0),
    days: z.array(
      z.object({
        day: z.string(),
        source: z.enum(['hourly', 'quarter-hourly']),
        periods: z.number().int().min(0),
        file: z.string().optional(),
      }),
    ),
    lines: z.number().int().min(0).meta({ description: 'Elementi <Prezzi>/<Prezzi15> letti.' }),
    created: z.number().int().min(0).meta({ description: 'Ore nuove.' }),
    updated: z.number().int().min(0).meta({ description: 'Ore già presenti con un prezzo diverso.' }),
    unchanged: z.number().int().min(0),
    refused: z.number().int().min(0),
    errors: z.array(priceFileRefusalSchema),
  })
  .meta({ id: 'ImportPricesResponse' });
export type ImportPricesResponse = z.infer<typeof importPricesResponseSchema>;
