import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  checkFiscalDataRequestSchema,
  checkFiscalDataResponseSchema,
  CORE_ERROR_CODES,
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
import { badRequest, forbidden, HttpError, unauthenticated } from '../../errors';
import { sessionOf, userIdOf } from '../../plugins/session';
import { accessibleCustomerIds } from '../../services/access';
import { consumeLink, LINK_MODULES, linkExpired, sessionLink } from '../../services/core/links';
import { isValidUsername, RULE_MESSAGES } from '../../services/core/rules';
import { assertNotThrottled, recordFailure } from '../../services/core/throttle';
import {
  agencyServesUser,
  endUserSessions,
  fiscalDataProblems,
  loginThrottleRules,
  maskEmail,
  matchCustomer,
  newPasswordHash,
  probeThrottleRules,
  registerUser,
  registrationThrottleRules,
  USER_MESSAGES,
  usernameCheckThrottleRules,
  usernameTaken,
} from '../../services/core/users';
import { startProof } from '../../services/core/ownership';
import { verifyPassword } from '../../services/passwords';
import { endSession } from '../../services/session-store';
import { loadUserView } from '../../services/session-view';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- registration -------------------------------------------------------------------------
  app.post(
    '/users',
    {
      preHandler: app.requireSession,
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
      const session = sessionOf(request);
      const input = request.body.createNewUserRequest;
      const probe = probeThrottleRules(app.config, request.ip);
      const counted = registrationThrottleRules(
        app.config,
        request.ip,
        input.registrationType === 'delegate' ? input.email : undefined,
      );
      await assertNotThrottled(app.db, [...probe, ...counted]);
      await recordFailure(app.db, counted);
      let result;
      try {
        result = await app.db.transaction().execute(async (tx) => {
          const registered = await registerUser(tx, app.config, session.companyCode, input);
          const started =
            registered.customerId === null
              ? null
              : await startProof(tx, app.config, {
                  companyCode: session.companyCode,
                  customerId: registered.customerId,
                  userId: registered.userId,
                  purpose: 'registration',
                  sessionId: session.id,
                });
          return { ...registered, started };
        });
      } catch (error) {
        if (error instanceof HttpError && error.code === CORE_ERROR_CODES.fiscalDataMismatch)
          await recordFailure(app.db, probe);
        if ((error as { code?: string }).code === '23505') {
          throw new HttpError(409, CORE_ERROR_CODES.usernameTaken, RULE_MESSAGES.username, {
            'createNewUserRequest.username': RULE_MESSAGES.username,
          });
        }
        throw error;
      }
      const message = result.started?.message;
      if (message) await app.messenger.send(app.db, { companyCode: session.companyCode, ...message });
      if (result.mail) {
        await app.messenger.send(app.db, {
          channel: 'mail',
          companyCode: session.companyCode,
          recipient: result.mail.to,
          subject: result.mail.subject,
          body: result.mail.body,
          meta: result.mail.meta,
        });
      }
      reply.status(201);
      const proof = result.started?.proof ?? null;
      return {
        createNewUserResponse: {
          success: true as const,
          userId: result.userId,
          username: result.username,
          status: result.status,
          sentTo: proof ? (proof.sentTo ?? '') : maskEmail(result.mail!.to),
          proof,
        },
      };
    },
  );

  app.post(
    '/users/validate',
    {
      preHandler: app.requireSession,
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
    async (request) => {
      const session = sessionOf(request);
      const input = request.body.validateUserRequest;
      const messages: Record<string, string> = {};
      const answer: { usernameAvailable?: boolean; customerMatches?: boolean } = {};
      if (input.username !== undefined) {
        // Every check counts, whatever the answer: names cannot be listed in bulk.
        const counted = usernameCheckThrottleRules(app.config, request.ip);
        await assertNotThrottled(app.db, counted);
        await recordFailure(app.db, counted);
        const available =
          isValidUsername(input.username) &&
          !(await usernameTaken(app.db, session.companyCode, input.username));
        answer.usernameAvailable = available;
        if (!available) messages.username = RULE_MESSAGES.username;
      }
      if (input.fiscalCode || input.vatNumber) {
        for (const [key, message] of Object.entries(fiscalDataProblems('', input)))
          messages[key.slice(1)] = message;
      }
      if (input.customerCode) {
        const probe = probeThrottleRules(app.config, request.ip);
        await assertNotThrottled(app.db, probe);
        const customer = await matchCustomer(app.db, session.companyCode, {
          ...input,
          customerCode: input.customerCode,
        });
        answer.customerMatches = !!customer;
        // Whether the customer already has a user is told only after the proof of ownership.
        if (!customer) {
          await recordFailure(app.db, probe);
          messages.customerCode = USER_MESSAGES.fiscalDataMismatch;
        }
      }
      return { validateUserResponse: { valid: Object.keys(messages).length === 0, ...answer, messages } };
    },
  );

  app.post(
    '/check-fiscal-data',
    {
      preHandler: app.requireSession,
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
    async (request) => {
      const session = sessionOf(request);
      const input = request.body.checkFiscalDataRequest;
      const problems = fiscalDataProblems('', input);
      const messages: Record<string, string> = {};
      for (const [key, message] of Object.entries(problems)) messages[key.slice(1)] = message;
      const answer: { fiscalCodeValid?: boolean; vatNumberValid?: boolean; customerMatches?: boolean } = {};
      if (input.fiscalCode) answer.fiscalCodeValid = !messages.fiscalCode;
      if (input.vatNumber) answer.vatNumberValid = !messages.vatNumber;
      if (input.customerCode && Object.keys(messages).length === 0) {
        const probe = probeThrottleRules(app.config, request.ip);
        await assertNotThrottled(app.db, probe);
        const customer = await matchCustomer(app.db, session.companyCode, {
          ...input,
          customerCode: input.customerCode,
        });
        answer.customerMatches = !!customer;
        if (!customer) {
          await recordFailure(app.db, probe);
          messages.customerCode = USER_MESSAGES.fiscalDataMismatch;
        }
      }
      return { checkFiscalDataResponse: { valid: Object.keys(messages).length === 0, ...answer, messages } };
    },
  );

  // ---- read ---------------------------------------------------------------------------------
  app.get(
    '/users/:id',
    {
      preHandler: app.requireUser,
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
    async (request) => {
      const me = userIdOf(request);
      const id = request.params.id;
      if (id !== me) {
        const viewer = await app.db
          .selectFrom('users')
          .select('type')
          .where('id', '=', me)
          .executeTakeFirstOrThrow();
        if (viewer.type !== 'Agency' || !(await agencyServesUser(app.db, me, id))) throw forbidden();
      }
      return { getUserResponse: await loadUserView(app.db, id) };
    },
  );

  app.get(
    '/users',
    {
      preHandler: app.requireUser,
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
    async (request) => {
      const session = sessionOf(request);
      const me = userIdOf(request);
      const contract = await app.db
        .selectFrom('contracts')
        .select(['customer_id'])
        .where('key', '=', request.query.contractKey)
        .where('company_code', '=', session.companyCode)
        .executeTakeFirst();
      const allowed = await accessibleCustomerIds(app.db, session);
      // Unknown and not-yours answer alike.
      if (!contract || !allowed.includes(contract.customer_id)) throw forbidden();
      const viewer = await app.db
        .selectFrom('users')
        .select('type')
        .where('id', '=', me)
        .executeTakeFirstOrThrow();
      let ids = [me];
      if (viewer.type === 'Agency') {
        const rows = await app.db
          .selectFrom('user_customers')
          .select('user_id')
          .where('customer_id', '=', contract.customer_id)
          .where('status', '=', 'accepted')
          .where('relation', 'in', ['owner', 'delegate'])
          .orderBy('user_id')
          .execute();
        ids = rows.map((r) => r.user_id);
      }
      const users = [];
      for (const id of ids) users.push(await loadUserView(app.db, id));
      return { getUsersResponse: { users } };
    },
  );

  // ---- update -------------------------------------------------------------------------------
  app.put(
    '/users',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Core'],
        summary:
          'Aggiorna il proprio utente: password (con quella attuale), userOptions, preferenze di notifica',
        description:
          'In una sessione da link password (modulo 5: /crea-psw o /recupero-psw) imposta la password dell\u2019utente del link senza ' +
          'quella attuale, una sola volta; l\u2019utente Pending diventa Active e tutte le sue sessioni terminano. Un cambio password ' +
          'termina le altre sessioni dell\u2019utente.',
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
    async (request) => {
      const session = sessionOf(request);
      const input = request.body.updateUserRequest;
      const p = 'updateUserRequest';

      if (session.userId === null) {
        // A password link session: set the password of the link's user, once.
        if (session.linkId === null) throw unauthenticated();
        const link = await sessionLink(app.db, session);
        if (!link) throw linkExpired();
        if (link.module_id !== LINK_MODULES.password || link.user_id !== input.id) throw forbidden();
        if (!input.password)
          throw badRequest('Inserire la password', { [`${p}.password`]: 'Inserire la password' });
        const hash = await newPasswordHash(input.password, `${p}.password`);
        await app.db.transaction().execute(async (tx) => {
          if (!(await consumeLink(tx, link.id))) throw linkExpired();
          await tx
            .updateTable('users')
            .set({
              password_hash: hash,
              // A first access activates the Pending user; a reset never reactivates a suspended one.
              status: sql<'Active'>`case when status = 'Pending' then 'Active' else status end`,
              updated_at: new Date(),
            })
            .where('id', '=', link.user_id!)
            .execute();
          await endUserSessions(tx, link.user_id!);
        });
        await endSession(app.db, session.id);
        return { updateUserResponse: { success: true as const, user: null } };
      }

      const me = session.userId;
      if (input.id !== me) throw forbidden();
      const patch: {
        password_hash?: string;
        user_options?: string;
        receive_commercial_notifications?: boolean;
        receive_tech_notifications?: boolean;
      } = {};
      if (input.password !== undefined) {
        if (!input.currentPassword) {
          throw badRequest(USER_MESSAGES.currentPasswordRequired, {
            [`${p}.currentPassword`]: USER_MESSAGES.currentPasswordRequired,
          });
        }
        const user = await app.db
          .selectFrom('users')
          .select(['username', 'password_hash'])
          .where('id', '=', me)
          .executeTakeFirstOrThrow();
        const rules = loginThrottleRules(app.config, session.companyCode, user.username, request.ip);
        await assertNotThrottled(app.db, rules);
        if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
          await recordFailure(app.db, rules);
          throw new HttpError(400, CORE_ERROR_CODES.wrongPassword, USER_MESSAGES.wrongCurrentPassword, {
            [`${p}.currentPassword`]: USER_MESSAGES.wrongCurrentPassword,
          });
        }
        if (input.password === input.currentPassword) {
          throw badRequest(USER_MESSAGES.samePassword, { [`${p}.password`]: USER_MESSAGES.samePassword });
        }
        patch.password_hash = await newPasswordHash(input.password, `${p}.password`);
      }
      if (input.userOptions !== undefined) patch.user_options = input.userOptions;
      if (input.receiveCommercialNotifications !== undefined)
        patch.receive_commercial_notifications = input.receiveCommercialNotifications;
      if (input.receiveTechNotifications !== undefined)
        patch.receive_tech_notifications = input.receiveTechNotifications;
      if (Object.keys(patch).length > 0) {
        await app.db
          .updateTable('users')
          .set({ ...patch, updated_at: new Date() })
          .where('id', '=', me)
          .execute();
      }
      if (patch.password_hash) await endUserSessions(app.db, me, session.id);
      return { updateUserResponse: { success: true as const, user: await loadUserView(app.db, me) } };
    },
  );
};

export default userRoutes;
