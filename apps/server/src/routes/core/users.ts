import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkFiscalDataRequestSchema,
  checkFiscalDataResponseSchema,
  createNewUserRequestSchema,
  createNewUserResponseSchema,
  errorBodySchema,
  getUserResponseSchema,
  getUsersQuerySchema,
  getUsersResponseSchema,
  idParam,
  updateUserRequestSchema,
  updateUserResponseSchema,
  validateUserRequestSchema,
  validateUserResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, userActorOf } from '../../plugins/session';
import { checkFiscalData } from '../../use-cases/core/check-fiscal-data';
import { getUser } from '../../use-cases/core/get-user';
import { listContractUsers } from '../../use-cases/core/list-contract-users';
import { registerUser } from '../../use-cases/core/register-user';
import { updateUser } from '../../use-cases/core/update-user';
import { validateUser } from '../../use-cases/core/validate-user';

/** Users: registration and its checks, reading and updating. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Registrazione di un cliente (codice cliente + codice fiscale o partita IVA) o di un delegato',
        description:
          'Cliente: crea un utente Pending senza clienti e avvia la prova di titolarità (codice di 4 cifre all\u2019e-mail o al ' +
          'cellulare del cliente in archivio, o numero e importo di una delle ultime 3 bollette): nulla è concesso prima della ' +
          'prova (bpm/otp-verification), e all\u2019e-mail digitata non arriva nulla. Delegato: il link di primo accesso ' +
          '(/crea-psw) all\u2019e-mail digitata. 400 fiscal_data_mismatch se il codice cliente non corrisponde, 409 ' +
          'username_taken se il nome utente è in uso; un cliente già registrato risponde come gli altri (lo si dice solo ' +
          'dopo la prova). Vedi docs/registration-proof.md.',
        body: createNewUserRequestSchema,
        response: {
          201: createNewUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await registerUser(
        depsOf(request),
        actorOf(request),
        request.body.createNewUserRequest,
      );
      reply.status(201);
      return created;
    },
  );

  app.post(
    '/users/validate',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Verifica durante la registrazione: nome utente libero e valido, codice cliente corrispondente ai dati fiscali',
        body: validateUserRequestSchema,
        response: {
          200: validateUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => validateUser(depsOf(request), actorOf(request), request.body.validateUserRequest),
  );

  app.post(
    '/check-fiscal-data',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Controlla codice fiscale / partita IVA (carattere di controllo) e, con il codice cliente, la corrispondenza',
        body: checkFiscalDataRequestSchema,
        response: {
          200: checkFiscalDataResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      checkFiscalData(depsOf(request), actorOf(request), request.body.checkFiscalDataRequest),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['Core'],
        summary: 'Utente per id: solo il proprio, o un utente servito da un\u2019agenzia',
        params: idParam,
        response: {
          200: getUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => getUser(depsOf(request), userActorOf(request), { id: request.params.id }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Utenti di un contratto (contractKey): il proprio utente, o per un\u2019agenzia gli utenti del cliente servito',
        querystring: getUsersQuerySchema,
        response: {
          200: getUsersResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listContractUsers(depsOf(request), userActorOf(request), request.query),
  );

  app.put(
    '/users',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Aggiorna il proprio utente: password (con quella attuale), userOptions, preferenze di notifica',
        description:
          'In una sessione da link password (modulo 5: /crea-psw o /recupero-psw) imposta la password dell\u2019utente del link senza ' +
          'quella attuale, una sola volta; l\u2019utente Pending diventa Active e tutte le sue sessioni terminano. Un cambio password ' +
          'termina le altre sessioni dell\u2019utente e ruota quella corrente: il nuovo id è nell\u2019intestazione X-Session-Id ' +
          'della risposta, il vecchio non vale più.',
        body: updateUserRequestSchema,
        response: {
          200: updateUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => updateUser(depsOf(request), actorOf(request), request.body.updateUserRequest),
  );
};

export default userRoutes;
