import { z } from 'zod';
import { MODULE_KEYS } from '@sportello/domain';
import { helpContactsSchema } from '../core-notifications';
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

const orNull = <T extends z.ZodType>(schema: T) => schema.nullable();
const httpsUrl = z
  .string()
  .trim()
  .max(300, 'Indirizzo troppo lungo')
  .regex(/^https:\/\/[^\s]+$/, 'Indirizzo non valido: deve iniziare con https://');

/**
 * The customer service's contacts a brand's admin changes over the registry's: each null keeps the
 * registry's value (the portal's help button, its Assistenza pages).
 */
export const brandHelpOverridesSchema = z.object({
  phone: orNull(
    z
      .string()
      .trim()
      .regex(/^\+?\d[\d ]{4,18}\d$/, 'Numero di telefono non valido: solo cifre e spazi, es. 800 100 200'),
  ),
  hours: orNull(
    z.string().trim().min(1, 'Indicare gli orari').max(120, 'Orari troppo lunghi (120 caratteri)'),
  ),
  email: orNull(
    z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Indirizzo e-mail non valido' })),
  ),
  supportUrl: orNull(httpsUrl),
  helpPageUrl: orNull(httpsUrl),
});

export const brandHelpBodySchema = brandHelpOverridesSchema.strict().meta({ id: 'ConsoleBrandHelpBody' });

const monthDay = (what: string) =>
  z
    .int({ error: `Indicare il giorno di ${what} (da 1 a 31)` })
    .min(1, `Il giorno di ${what} va da 1 a 31`)
    .max(31, `Il giorno di ${what} va da 1 a 31`);

/** A self-reading window's days of the month (toDay before fromDay: it runs into the next month). */
export const readingDaysSchema = z.object({ fromDay: monthDay('inizio'), toDay: monthDay('fine') });

export const brandReadingWindowBodySchema = z
  .strictObject({
    window: readingDaysSchema.strict().nullable().meta({
      description:
        'I giorni del mese di inizio e fine (la fine prima dell’inizio: la finestra finisce il mese dopo); null: nessuna finestra predefinita.',
    }),
  })
  .meta({ id: 'ConsoleBrandReadingWindowBody' });

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
    help: brandHelpOverridesSchema.meta({
      description: 'I contatti dell’assistenza cambiati dalla console; null: quello del registro dei marchi.',
    }),
    helpDefault: helpContactsSchema.meta({ description: 'I contatti del registro dei marchi.' }),
    readingWindow: readingDaysSchema.nullable().meta({
      description:
        'La finestra di autolettura predefinita del marchio (giorni del mese), per i contatori senza una finestra propria; null: nessuna.',
    }),
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
