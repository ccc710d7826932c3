import {
  API_BASE,
  confPropertiesQuerySchema,
  getConfPropertiesResponseSchema,
  getHelpContactsResponseSchema,
  getLinkResponseSchema,
  getWebPushKeyResponseSchema,
  idParam,
  linkQuerySchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  unregisterDeviceRequestSchema,
  unregisterDeviceResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const registerDevice = defineOperation({
  operationId: 'registerDevice',
  method: 'POST',
  path: `${API_BASE}/Core/v1/devices`,
  tag: 'Core',
  summary: 'Registra l’id push (fbPushId) del dispositivo per l’utente della sessione',
  description: 'Un id già registrato da un altro utente passa a questo (il dispositivo ha cambiato utente).',
  access: 'user',
  body: registerDeviceRequestSchema,
  response: registerDeviceResponseSchema,
  refusals: [400, 401, 403],
});

export const getWebPushKey = defineOperation({
  operationId: 'getWebPushKey',
  method: 'GET',
  path: `${API_BASE}/Core/v1/devices/web-push-key`,
  tag: 'Core',
  summary: 'Chiave pubblica VAPID con cui il browser si iscrive alle notifiche Web Push',
  description:
    'La chiave pubblica VAPID con cui il browser si iscrive alle notifiche Web Push, da registrare poi con POST /Core/v1/devices. Qualunque sessione; senza: 401.',
  access: 'session',
  response: getWebPushKeyResponseSchema,
  refusals: [401],
});

export const unregisterDevice = defineOperation({
  operationId: 'unregisterDevice',
  method: 'POST',
  path: `${API_BASE}/Core/v1/devices/unregister`,
  tag: 'Core',
  summary: 'Toglie un id push dell’utente della sessione (logout sul dispositivo)',
  description:
    'Un id push sconosciuto o di un altro utente non cambia nulla (removed: false), senza dire di chi sia.',
  access: 'user',
  body: unregisterDeviceRequestSchema,
  response: unregisterDeviceResponseSchema,
  refusals: [400, 401, 403],
});

export const getLink = defineOperation({
  operationId: 'getLink',
  method: 'GET',
  path: `${API_BASE}/Core/v1/links/{id}`,
  tag: 'Core',
  summary: 'Legge un link (modulo, entityKey, additionalParams) con il suo hashCode',
  description:
    'Hash errato, link sconosciuto o di un’altra società: 404 link_invalid. Scaduto o già usato: 410 link_expired. Senza hashCode (il link di una notifica push) lo legge solo l’utente connesso a cui è stato inviato; senza login: 400.',
  access: 'session',
  params: idParam,
  query: linkQuerySchema,
  response: getLinkResponseSchema,
  refusals: [400, 401, 404, 410],
});

export const getConfProperties = defineOperation({
  operationId: 'getConfProperties',
  method: 'GET',
  path: `${API_BASE}/Core/v1/confProperties`,
  tag: 'Core',
  summary: 'Proprietà di configurazione per il client (App_min_version); quella della società prevale',
  description:
    'Le proprietà di configurazione per il client (propertyName, es. App_min_version per l’aggiornamento obbligatorio); il valore della società della sessione prevale su quello generale. Qualunque sessione; senza: 401.',
  access: 'session',
  query: confPropertiesQuerySchema,
  response: getConfPropertiesResponseSchema,
  refusals: [400, 401],
});

export const getHelpContacts = defineOperation({
  operationId: 'getHelpContacts',
  method: 'GET',
  path: `${API_BASE}/Core/v1/helpContacts`,
  tag: 'Core',
  summary: 'I contatti dell’assistenza del marchio della sessione',
  description:
    'Telefono, orari, e-mail, sito di assistenza e pagina delle domande frequenti del marchio della sessione: quelli cambiati dalla console, altrimenti quelli del registro dei marchi. Qualunque sessione, anche senza login; senza: 401.',
  access: 'session',
  response: getHelpContactsResponseSchema,
  refusals: [401],
});
