import { z } from 'zod';
import {
  appMinVersionBodySchema,
  brandHelpBodySchema,
  brandReadingWindowBodySchema,
  brandModuleBodySchema,
  brandModuleParamSchema,
  brandParamSchema,
  brandSettingsSchema,
} from '../../console/brands';
import { CONSOLE_BASE } from '../../http';
import { importPricesResponseSchema } from '../../integration/metering';
import { defineOperation } from '../../operation';

export const consoleGetBrandSettings = defineOperation({
  operationId: 'consoleGetBrandSettings',
  method: 'GET',
  path: `${CONSOLE_BASE}/brands/{code}/settings`,
  tag: 'Console',
  summary: 'La configurazione di un marchio',
  description:
    'I moduli del marchio (accesi o spenti per tutti i suoi clienti) e la versione minima dell’app. Supervisori e amministratori dei propri marchi; un altro marchio: 404.',
  access: 'operator',
  operatorRole: 'supervisor',
  params: brandParamSchema,
  response: brandSettingsSchema,
  refusals: [400, 401, 403, 404],
});

export const consoleSetBrandModule = defineOperation({
  operationId: 'consoleSetBrandModule',
  method: 'PUT',
  path: `${CONSOLE_BASE}/brands/{code}/modules/{key}`,
  tag: 'Console',
  summary: 'Accendere o spegnere un modulo per un marchio',
  description:
    'Spento, il modulo sparisce dal menu dei clienti del marchio (alla lettura successiva dei moduli); i moduli accesi per un solo cliente restano. Solo amministratori; registrato nel registro delle attività (prima e dopo).',
  access: 'operator',
  operatorRole: 'admin',
  params: brandModuleParamSchema,
  body: brandModuleBodySchema,
  response: brandSettingsSchema,
  refusals: [400, 401, 403, 404],
});

export const consoleSetAppMinVersion = defineOperation({
  operationId: 'consoleSetAppMinVersion',
  method: 'PUT',
  path: `${CONSOLE_BASE}/brands/{code}/app-min-version`,
  tag: 'Console',
  summary: 'La versione minima dell’app di un marchio',
  description:
    'Sotto questa versione l’app del marchio chiede l’aggiornamento (App_min_version). null torna alla versione generale. Solo amministratori; registrato nel registro delle attività.',
  access: 'operator',
  operatorRole: 'admin',
  params: brandParamSchema,
  body: appMinVersionBodySchema,
  response: brandSettingsSchema,
  refusals: [400, 401, 403, 404],
});

export const consoleSetBrandHelp = defineOperation({
  operationId: 'consoleSetBrandHelp',
  method: 'PUT',
  path: `${CONSOLE_BASE}/brands/{code}/help-contacts`,
  tag: 'Console',
  summary: 'I contatti dell’assistenza di un marchio',
  description:
    'Telefono, orari, e-mail, sito di assistenza e pagina delle domande frequenti che il portale mostra ai clienti del marchio (il pulsante di aiuto, le pagine Assistenza), alla lettura successiva; null torna al valore del registro dei marchi. Solo amministratori; registrato nel registro delle attività (prima e dopo).',
  access: 'operator',
  operatorRole: 'admin',
  params: brandParamSchema,
  body: brandHelpBodySchema,
  response: brandSettingsSchema,
  refusals: [400, 401, 403, 404],
});

export const consoleSetBrandReadingWindow = defineOperation({
  operationId: 'consoleSetBrandReadingWindow',
  method: 'PUT',
  path: `${CONSOLE_BASE}/brands/{code}/reading-window`,
  tag: 'Console',
  summary: 'La finestra di autolettura predefinita di un marchio',
  description:
    'I giorni del mese (inizio, fine) della finestra di autolettura dei contatori dei clienti del marchio che non ne hanno una propria; quelli con una finestra propria la tengono. null: nessuna finestra predefinita (quei contatori non prevedono autolettura). Solo amministratori; registrato nel registro delle attività (prima e dopo).',
  access: 'operator',
  operatorRole: 'admin',
  params: brandParamSchema,
  body: brandReadingWindowBodySchema,
  response: brandSettingsSchema,
  refusals: [400, 401, 403, 404],
});

export const consoleImportPrices = defineOperation({
  operationId: 'consoleImportPrices',
  method: 'POST',
  path: `${CONSOLE_BASE}/prices`,
  tag: 'Console',
  summary: 'Caricare il PUN orario dal file del GME',
  description:
    'Il file `YYYYMMDDMGPPrezzi.xml` degli esiti MGP del GME (o uno zip di più giorni), importato come fa l’API di integrazione (stesso caso d’uso): il PUN orario della pagina PUN del portale, idempotente per giorno e ora. Supervisori e amministratori; registrato nel registro delle attività.',
  access: 'operator',
  operatorRole: 'supervisor',
  consumes: ['application/xml', 'text/xml', 'application/zip', 'application/x-zip-compressed'],
  body: z.string().meta({ description: 'Il file YYYYMMDDMGPPrezzi.xml del GME, o uno zip di più giorni.' }),
  response: importPricesResponseSchema,
  refusals: [400, 401, 403, 413, 415, 422],
});
