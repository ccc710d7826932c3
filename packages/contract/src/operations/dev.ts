import {
  outboxQuerySchema,
  outboxResponseSchema,
  sendDemoPushRequestSchema,
  sendDemoPushResponseSchema,
} from '../index';
import { defineOperation } from '../operation';

export const getOutbox = defineOperation({
  operationId: 'getOutbox',
  method: 'GET',
  path: '/dev/outbox',
  tag: 'dev',
  summary: 'Posta, SMS e push inviati (solo modalità demo), dal più recente; filtro ?to= sul destinatario',
  description:
    'Posta, SMS e push inviati dal server, dal più recente, al massimo limit (predefinito 50): to filtra sul destinatario (senza distinzione di maiuscole; un telefono con o senza spazi e +39), channel sul canale (altri valori, o limit fuori da 1–500: 400). Ogni messaggio com’è stato inviato: una mail con il mittente del suo marchio (from), l’oggetto, il testo (body) e l’HTML (html). Serve a leggere codici OTP e link nella demo e nei test end-to-end. Solo in modalità demo, senza sessione; in produzione il percorso non esiste (404).',
  access: 'public',
  query: outboxQuerySchema,
  response: outboxResponseSchema,
  refusals: [400],
});

export const sendDemoPush = defineOperation({
  operationId: 'sendDemoPush',
  method: 'POST',
  path: '/dev/push',
  tag: 'dev',
  summary:
    'Crea un messaggio per un utente demo e lo invia come push ai suoi dispositivi (solo modalità demo)',
  description:
    'La push porta il link del messaggio (modulo 4); va ai dispositivi registrati se l’utente vuole le notifiche di servizio. Leggerla su /dev/outbox?channel=push. Solo in modalità demo, senza sessione; utente sconosciuto nella società: 404 "Utente demo non trovato".',
  access: 'public',
  body: sendDemoPushRequestSchema,
  response: sendDemoPushResponseSchema,
  refusals: [400, 404],
});
