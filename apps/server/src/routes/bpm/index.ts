import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailCheckRequestSchema,
  emailCheckResponseSchema,
  errorBodySchema,
  otpVerificationRequestSchema,
  otpVerificationResponseSchema,
  phoneCheckRequestSchema,
  phoneCheckResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, requireSessionForTree, userActorOf } from '../../plugins/session';
import { codePepper } from '../../services/core/ownership';
import { startEmailCheck } from '../../use-cases/bpm/start-email-check';
import { startPhoneCheck } from '../../use-cases/bpm/start-phone-check';
import { verifyOtp } from '../../use-cases/bpm/verify-otp';

/** The bpm API area (/services/rest/bpm/v1): e-mail and phone checks with a 4-digit OTP. */
const bpmApi: FastifyPluginAsyncZod = async (app) => {
  // Production without CODE_PEPPER stops here, at start.
  codePepper(app.config);
  requireSessionForTree(app);

  app.post(
    '/email-check',
    {
      schema: {
        tags: ['bpm'],
        summary:
          'Avvia la verifica di un nuovo indirizzo e-mail: invia un codice di 4 cifre; risponde con workflowId',
        body: emailCheckRequestSchema,
        response: {
          200: emailCheckResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => startEmailCheck(depsOf(request), userActorOf(request), request.body.emailCheckRequest),
  );

  app.post(
    '/phone-check',
    {
      schema: {
        tags: ['bpm'],
        summary:
          'Avvia la verifica di un nuovo numero di telefono: invia un SMS con un codice di 4 cifre; risponde con workflowId',
        body: phoneCheckRequestSchema,
        response: {
          200: phoneCheckResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => startPhoneCheck(depsOf(request), userActorOf(request), request.body.phoneCheckRequest),
  );

  app.post(
    '/otp-verification',
    {
      schema: {
        tags: ['bpm'],
        summary:
          'Verifica il codice di 4 cifre di una verifica e-mail o telefono, o la prova di titolarità (codice o bolletta)',
        description:
          'Codice errato: 200 con matches false, i tentativi rimasti e "Il codice non è corretto". Al quinto errore il codice ' +
          'muore: poi 409 otp_too_many_attempts. Codice scaduto (10 minuti): 410 otp_expired. Codice già usato: 409 ' +
          'otp_already_used. Prova di titolarità riuscita: ownership (titolare da ora; registrazione: link di primo accesso ' +
          'all\u2019e-mail digitata); 409 user_already_registered se il cliente ha già un titolare. Vedi docs/registration-proof.md.',
        body: otpVerificationRequestSchema,
        response: {
          200: otpVerificationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => verifyOtp(depsOf(request), actorOf(request), request.body.otpVerificationRequest),
  );
};

export default bpmApi;
