import {
  BPM_BASE,
  emailCheckRequestSchema,
  emailCheckResponseSchema,
  otpVerificationRequestSchema,
  otpVerificationResponseSchema,
  phoneCheckRequestSchema,
  phoneCheckResponseSchema,
} from '../index';
import { defineOperation } from '../operation';

export const startEmailCheck = defineOperation({
  operationId: 'startEmailCheck',
  method: 'POST',
  path: `${BPM_BASE}/email-check`,
  tag: 'bpm',
  summary:
    'Avvia la verifica di un nuovo indirizzo e-mail: invia un codice di 4 cifre; risponde con workflowId',
  description:
    'Avvia la verifica di un nuovo indirizzo e-mail di un cliente che l’utente può modificare: invia all’indirizzo un codice di 4 cifre e risponde con il workflowId da usare in otp-verification. Un nuovo codice annulla le verifiche aperte dello stesso tipo. Solo con login; cliente (accountNumber) non modificabile dall’utente, perché delegato o altrui: 403; società diversa da quella della sessione: 400; troppe verifiche in un’ora: 429.',
  access: 'user',
  body: emailCheckRequestSchema,
  response: emailCheckResponseSchema,
  refusals: [400, 401, 403, 429],
});

export const startPhoneCheck = defineOperation({
  operationId: 'startPhoneCheck',
  method: 'POST',
  path: `${BPM_BASE}/phone-check`,
  tag: 'bpm',
  summary:
    'Avvia la verifica di un nuovo numero di telefono: invia un SMS con un codice di 4 cifre; risponde con workflowId',
  description:
    'Avvia la verifica di un nuovo numero di cellulare di un cliente che l’utente può modificare: invia per SMS un codice di 4 cifre e risponde con il workflowId da usare in otp-verification. Un nuovo codice annulla le verifiche aperte dello stesso tipo. Solo con login; cliente (accountNumber) non modificabile dall’utente, perché delegato o altrui: 403; numero non valido o società diversa da quella della sessione: 400; troppe verifiche in un’ora: 429.',
  access: 'user',
  body: phoneCheckRequestSchema,
  response: phoneCheckResponseSchema,
  refusals: [400, 401, 403, 429],
});

export const verifyOtp = defineOperation({
  operationId: 'verifyOtp',
  method: 'POST',
  path: `${BPM_BASE}/otp-verification`,
  tag: 'bpm',
  summary:
    'Verifica il codice di 4 cifre di una verifica e-mail o telefono, o la prova di titolarità (codice o bolletta)',
  description:
    'Codice errato: 200 con matches false, i tentativi rimasti e "Il codice non è corretto". Al quinto errore il codice muore: poi 409 otp_too_many_attempts. Codice scaduto (10 minuti): 410 otp_expired. Codice già usato: 409 otp_already_used. Prova di titolarità riuscita: ownership (titolare da ora; registrazione: link di primo accesso all’e-mail digitata); 409 user_already_registered se il cliente ha già un titolare. Vedi docs/registration-proof.md.',
  access: 'session',
  body: otpVerificationRequestSchema,
  response: otpVerificationResponseSchema,
  refusals: [400, 401, 404, 409, 410],
});
