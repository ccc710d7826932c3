import {
  STRADARIO_BASE,
  checkAddressRequestSchema,
  checkAddressResponseSchema,
  getStreetQuerySchema,
  getStreetResponseSchema,
  getTownQuerySchema,
  getTownResponseSchema,
} from '../index';
import { defineOperation } from '../operation';

export const getTown = defineOperation({
  operationId: 'getTown',
  method: 'GET',
  path: `${STRADARIO_BASE}/getTown`,
  tag: 'Stradario',
  summary: 'Comuni italiani che iniziano con (o contengono) il testo',
  description:
    'Comuni italiani il cui nome inizia con il testo (poi quelli che lo contengono), i più popolosi prima, al massimo cnt (predefinito 10); tKey di ciascuno serve a getStreet. Qualunque sessione, anche anonima (registrazione); senza: 401; meno di 2 caratteri: 400.',
  access: 'session',
  query: getTownQuerySchema,
  response: getTownResponseSchema,
  refusals: [400, 401],
});

export const getStreet = defineOperation({
  operationId: 'getStreet',
  method: 'GET',
  path: `${STRADARIO_BASE}/getStreet`,
  tag: 'Stradario',
  summary: 'Vie di un comune (tKey = codice ISTAT) che corrispondono al testo',
  description:
    'Vie di un comune (tKey: codice ISTAT, o codice catastale per un comune più recente) che corrispondono al testo, al massimo cnt (predefinito 10). Qualunque sessione; senza: 401; comune sconosciuto: 404 "Comune non trovato".',
  access: 'session',
  query: getStreetQuerySchema,
  response: getStreetResponseSchema,
  refusals: [400, 401, 404],
});

export const checkAddress = defineOperation({
  operationId: 'checkAddress',
  method: 'POST',
  path: `${STRADARIO_BASE}/checkAddress`,
  tag: 'Stradario',
  summary: 'Verifica un indirizzo: punteggio 0–100, valido da 50',
  description:
    'Verifica un indirizzo italiano: punteggio 0–100 (comune 40, CAP 20, provincia 10, via 25, civico 5; valido da 50) e l’indirizzo normalizzato trovato, nella forma root.Indirizzo.Score del servizio indirizzi. Qualunque sessione; senza: 401; via o comune mancanti, o paese diverso da IT: 400.',
  access: 'session',
  body: checkAddressRequestSchema,
  response: checkAddressResponseSchema,
  refusals: [400, 401],
});
