import { z } from 'zod';
import { MODULE_KEYS } from '@sportello/domain';
import { brandCodeSchema } from './operators';

/**
 * The console's brand configuration (issue 21): which modules a brand's customers see (turning
 * one off removes its menu entry), the app's minimum version, and the hourly PUN import.
 */

export const brandParamSchema = z.object({ code: brandCodeSchema });
export const brandModuleParamSchema = z.object({
  code: brandCodeSchema,
  key: z.enum(MODULE_KEYS, { error: 'Modulo sconosciuto' }),
});

export const brandSettingsSchema = z
  .object({
    brand: z.string(),
    modules: z.array(
      z.object({
        key: z.string(),
        enabled: z.boolean().meta({ description: 'Acceso per tutti i clienti del marchio.' }),
      }),
    ),
    appMinVersion: z
      .string()
      .nullable()
      .meta({ description: 'La versione minima dell’app per il marchio; null: quella generale.' }),
    appMinVersionDefault: z.string().nullable().meta({ description: 'La versione minima generale.' }),
  })
  .meta({ id: 'ConsoleBrandSettings' });
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const brandModuleBodySchema = z
  .strictObject({ enabled: z.boolean({ error: 'Indicare enabled: true o false' }) })
  .meta({ id: 'ConsoleBrandModuleBody' });

export const appMinVersionBodySchema = z
  .strictObject({
    version: z
      .string()
      .trim()
      .regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, 'Versione non valida: nel formato 1.2.3')
      .nullable()
      .meta({ description: 'Nel formato 1.2.3; null torna alla versione generale.' }),
  })
  .meta({ id: 'ConsoleAppMinVersionBody' });
