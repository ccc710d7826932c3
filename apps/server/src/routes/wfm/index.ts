import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  associateContractToUserRequestSchema,
  associateContractToUserResponseSchema,
  CORE_ERROR_CODES,
  errorBodySchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  OWNERSHIP_ERROR_CODES,
  ownershipProofResendRequestSchema,
  ownershipProofResendResponseSchema,
  workflowTaskExecuteRequestSchema,
  workflowTaskExecuteResponseSchema,
} from '@sportello/contract';
import { OWNERSHIP_MESSAGES, scopeLabel } from '@sportello/domain';
import { badRequest, conflict, HttpError, notFound, throttled, unauthenticated } from '../../errors';
import { sessionOf, userIdOf } from '../../plugins/session';
import { accessibleCustomerIds } from '../../services/access';
import { createLink, guestScope, LINK_MODULES, linkUrl } from '../../services/core/links';
import { notifyUser } from '../../services/core/notifications';
import { pushToUser } from '../../services/core/push';
import { takeAttempt } from '../../services/core/throttle';
import { sessionRef, startProof, type ProofPayload } from '../../services/core/ownership';
import {
  delegationThrottleRules,
  fiscalDataProblems,
  matchCustomer,
  probeThrottleRules,
  USER_MESSAGES,
} from '../../services/core/users';
import { delegationReply, newWorkflowId, WORKFLOW_MESSAGES } from '../../services/core/workflows';

/** Days a delegation request waits for the delegator. */
const DELEGATION_DAYS = 30;

const paramsNotValid = () =>
  new HttpError(400, CORE_ERROR_CODES.paramsNotValid, WORKFLOW_MESSAGES.resetParamsNotValid);

/**
 * Password reset answers take at least this long, found or not, so that the time of the answer
 * does not tell whether a user matched (the work of a match stays well under it).
 */
export const RESET_ANSWER_FLOOR_MS = 400;

async function untilFloor(started: number): Promise<void> {
  const left = RESET_ANSWER_FLOOR_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** The wfm API area: /services/rest/portalapi/Wfm/v1. */
const wfmApi: FastifyPluginAsyncZod = async (app) => {
  // ---- associate a customer code (as owner) or request a delegation -------------------------
  app.post(
    '/associate-contract-to-user/start',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Wfm'],
        summary:
          'Associa un codice cliente all\u2019utente (con i dati fiscali) o richiede una delega (delegation: true)',
        description:
          'Delega: vale per tutti i codici cliente con lo stesso codice fiscale o partita IVA; resta in attesa (status open) finché ' +
          'il delegante non conferma o rifiuta con workflow/task-execute (taskName confirm-delegation, reply accept|refuse), da ' +
          'utente o dal link (modulo 6) ricevuto per e-mail.',
        body: associateContractToUserRequestSchema,
        response: {
          200: associateContractToUserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const me = userIdOf(request);
      const input = request.body.associateContractToUserRequest;
      const p = 'associateContractToUserRequest';
      const problems = fiscalDataProblems(p, input);
      if (Object.keys(problems).length) throw badRequest(Object.values(problems)[0]!, problems);
      const probe = probeThrottleRules(app.config, request.ip);
      const attempt = await takeAttempt(app.db, probe);
      const mine = new Set(await accessibleCustomerIds(app.db, session));

      if (!input.delegation) {
        const customer = await matchCustomer(app.db, session.companyCode, input);
        if (!customer) {
          throw new HttpError(400, CORE_ERROR_CODES.fiscalDataMismatch, USER_MESSAGES.fiscalDataMismatch, {
            [`${p}.customerCode`]: USER_MESSAGES.fiscalDataMismatch,
          });
        }
        await attempt.succeeded();
        if (mine.has(customer.id))
          throw conflict(WORKFLOW_MESSAGES.alreadyLinked, CORE_ERROR_CODES.alreadyLinked);
        // Nothing is granted yet: the owner relation comes with the proof (bpm/otp-verification),
        // and whether the customer already has an owner is told only then.
        const started = await app.db.transaction().execute((tx) =>
          startProof(tx, app.config, {
            companyCode: session.companyCode,
            customerId: customer.id,
            userId: me,
            purpose: 'association',
          }),
        );
        if (started.message)
          await app.messenger.send(app.db, { companyCode: session.companyCode, ...started.message });
        return {
          associateContractToUserResponse: {
            workflowId: started.proof.workflowId,
            status: 'open' as const,
            customers: 0,
            proof: started.proof,
          },
        };
      }

      // Delegation: every customer code under the same fiscal code or VAT number of the brand.
      const target = await app.db
        .selectFrom('customers')
        .select(['id', 'key', 'name', 'email', 'fiscal_code', 'vat_number'])
        .where('key', '=', input.customerCode)
        .where('company_code', '=', session.companyCode)
        .executeTakeFirst();
      if (!target) {
        throw badRequest('Codice cliente non valido', { [`${p}.customerCode`]: 'Codice cliente non valido' });
      }
      // Fiscal data, when given (the web form always sends it), must be the customer's own.
      if (
        (input.fiscalCode || input.vatNumber) &&
        !(await matchCustomer(app.db, session.companyCode, input))
      ) {
        throw new HttpError(400, CORE_ERROR_CODES.fiscalDataMismatch, USER_MESSAGES.fiscalDataMismatch, {
          [`${p}.customerCode`]: USER_MESSAGES.fiscalDataMismatch,
        });
      }
      await attempt.succeeded();
      // Each request mails the customer: limited per requesting user and per customer asked.
      const counted = delegationThrottleRules(me, target.id);
      try {
        await takeAttempt(app.db, counted);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429)
          throw throttled(OWNERSHIP_MESSAGES.tooManyDelegationRequests, error.retryAfterSeconds ?? 60);
        throw error;
      }
      const group = await app.db
        .selectFrom('customers')
        .select(['id', 'key'])
        .where('company_code', '=', session.companyCode)
        .where((eb) =>
          eb.or([
            eb('id', '=', target.id),
            ...(target.fiscal_code ? [eb('fiscal_code', '=', target.fiscal_code)] : []),
            ...(target.vat_number ? [eb('vat_number', '=', target.vat_number)] : []),
          ]),
        )
        .orderBy('id')
        .execute();
      const wanted = group.filter((c) => !mine.has(c.id));
      if (wanted.length === 0)
        throw conflict(WORKFLOW_MESSAGES.alreadyLinked, CORE_ERROR_CODES.alreadyLinked);
      const pending = await app.db
        .selectFrom('user_customers')
        .select('customer_id')
        .where('user_id', '=', me)
        .where(
          'customer_id',
          'in',
          wanted.map((c) => c.id),
        )
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw conflict(WORKFLOW_MESSAGES.delegationPending);

      const delegate = await app.db
        .selectFrom('users')
        .select(['username', 'email'])
        .where('id', '=', me)
        .executeTakeFirstOrThrow();
      const profile = await app.db
        .selectFrom('user_profiles')
        .select(['first_name', 'last_name'])
        .where('user_id', '=', me)
        .executeTakeFirst();
      const delegateName =
        [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || delegate.username;
      const workflowId = newWorkflowId();
      const { link, owners, notifications } = await app.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('workflows')
          .values({
            id: workflowId,
            kind: 'delegation',
            company_code: session.companyCode,
            user_id: me,
            customer_id: target.id,
            task_name: 'confirm-delegation',
            payload: JSON.stringify({
              customerIds: wanted.map((c) => c.id),
              delegateName,
              requestedScope: input.scope,
            }),
            expires_at: sql<string>`now() + make_interval(days => ${DELEGATION_DAYS})`,
          })
          .execute();
        for (const c of wanted) {
          await tx
            .insertInto('user_customers')
            .values({
              user_id: me,
              customer_id: c.id,
              relation: 'delegate',
              status: 'pending',
              scope: input.scope,
            })
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'customer_id'])
                .doUpdateSet({ relation: 'delegate', status: 'pending', scope: input.scope }),
            )
            .execute();
          await tx
            .insertInto('delegation_requests')
            .values({ workflow_id: workflowId, user_id: me, customer_id: c.id })
            .execute();
        }
        const link = await createLink(tx, {
          companyCode: session.companyCode,
          moduleId: LINK_MODULES.survey,
          entityKey: workflowId,
          additionalParams: {
            surveyKind: 'delegation',
            taskName: 'confirm-delegation',
            workflowId,
            options: ['accept', 'refuse'],
            delegateName,
            requestedScope: input.scope,
          },
          customerId: target.id,
          ttlMinutes: DELEGATION_DAYS * 24 * 60,
        });
        const owners = await tx
          .selectFrom('user_customers')
          .innerJoin('users', 'users.id', 'user_customers.user_id')
          .select(['users.id', 'user_customers.customer_id'])
          .distinctOn('users.id')
          .where(
            'user_customers.customer_id',
            'in',
            wanted.map((c) => c.id),
          )
          .where('user_customers.relation', '=', 'owner')
          .where('user_customers.status', '=', 'accepted')
          .orderBy('users.id')
          .execute();
        const notifications: { userId: number; notificationId: number; customerId: number }[] = [];
        for (const o of owners) {
          const notificationId = await notifyUser(tx, {
            userId: o.id,
            customerId: o.customer_id,
            typeCode: 'delegation-request',
            subject: 'Richiesta di delega',
            message: `${delegateName} chiede di gestire i tuoi contratti come delegato. Conferma o rifiuta la richiesta.`,
            linkId: link.id,
          });
          notifications.push({ userId: o.id, notificationId, customerId: o.customer_id });
        }
        return { link, owners, notifications };
      });
      const url = linkUrl(app.config.PUBLIC_URL, '/', link.id, link.hashCode);
      if (target.email) {
        await app.messenger.send(app.db, {
          channel: 'mail',
          companyCode: session.companyCode,
          recipient: target.email,
          subject: 'Richiesta di delega',
          body:
            `Gentile ${target.name}, ${delegateName} chiede di gestire come delegato i contratti del codice cliente ${target.key}` +
            `${wanted.length > 1 ? ` e degli altri ${wanted.length - 1} codici con lo stesso codice fiscale` : ''}, ` +
            `con ${input.scope === 'pay' ? 'accesso in lettura e ai pagamenti' : 'accesso in sola lettura'}. ` +
            `Per confermare o rifiutare apri questo link:\n${url}`,
          meta: {
            linkId: link.id,
            hashCode: link.hashCode,
            linkUrl: url,
            workflowId,
            kind: 'delegation-request',
          },
        });
      }
      for (const n of notifications) {
        await pushToUser(app.db, app.messenger, {
          userId: n.userId,
          companyCode: session.companyCode,
          kind: 'tech',
          title: 'Richiesta di delega',
          body: `${delegateName} chiede di gestire i tuoi contratti come delegato.`,
          payload: {
            mn_message_id: `mn-${n.notificationId}`,
            link: { id: link.id, hashCode: link.hashCode },
            notification: { id: n.notificationId },
            customer: { id: n.customerId },
          },
        });
      }
      request.log.info(
        { workflowId, owners: owners.length, customers: wanted.length },
        'delegation requested',
      );
      return {
        // How many customer codes share the fiscal code is not told to the requester.
        associateContractToUserResponse: { workflowId, status: 'open' as const, customers: 0 },
      };
    },
  );

  // ---- execute a workflow task --------------------------------------------------------------
  /** Whether the session may act on the workflow's task (the delegator, or the link's guest). */
  async function mayExecute(
    request: FastifyRequest,
    wf: { id: string; kind: string; user_id: number | null },
  ): Promise<boolean> {
    const session = sessionOf(request);
    if (session.userId === null) {
      const scope = await guestScope(app.db, session);
      return !!scope && scope.moduleId === LINK_MODULES.survey && scope.entityKey === wf.id;
    }
    if (wf.kind === 'delegation') {
      const owner = await app.db
        .selectFrom('delegation_requests as d')
        .innerJoin('user_customers as uc', 'uc.customer_id', 'd.customer_id')
        .select('uc.user_id')
        .where('d.workflow_id', '=', wf.id)
        .where('uc.user_id', '=', session.userId)
        .where('uc.relation', '=', 'owner')
        .where('uc.status', '=', 'accepted')
        .executeTakeFirst();
      return !!owner;
    }
    return wf.kind === 'survey' && wf.user_id === session.userId;
  }

  app.post(
    '/workflow/task-execute',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Wfm'],
        summary:
          'Esegue un\u2019attività di un processo: conferma o rifiuto di una delega, risposta a un questionario',
        description:
          'taskName confirm-delegation (reply accept | refuse): solo il titolare dei codici cliente, da utente o dal link ricevuto. ' +
          'taskName survey-reply (reply = selectedValue): dal link del questionario. Una risposta già data: 409 task_already_done.',
        body: workflowTaskExecuteRequestSchema,
        response: {
          200: workflowTaskExecuteResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { workflowId, taskName, reply, scope } = request.body.workflowTaskExecuteRequest;
      const p = 'workflowTaskExecuteRequest';
      const wf = await app.db
        .selectFrom('workflows')
        .select([
          'id',
          'kind',
          'user_id',
          'customer_id',
          'status',
          'task_name',
          'payload',
          sql<boolean>`coalesce(expires_at <= now(), false)`.as('expired'),
        ])
        .where('id', '=', workflowId)
        .where('company_code', '=', session.companyCode)
        .where('kind', 'in', ['delegation', 'survey'])
        .executeTakeFirst();
      if (!session.userId && !session.guest) throw unauthenticated();
      if (!wf || !(await mayExecute(request, wf))) throw notFound(WORKFLOW_MESSAGES.notFound);
      if (wf.task_name !== taskName)
        throw badRequest(WORKFLOW_MESSAGES.wrongTask, { [`${p}.taskName`]: WORKFLOW_MESSAGES.wrongTask });
      if (wf.status !== 'open')
        throw conflict(WORKFLOW_MESSAGES.taskAlreadyDone, CORE_ERROR_CODES.taskAlreadyDone);
      if (wf.expired) throw new HttpError(410, CORE_ERROR_CODES.linkExpired, WORKFLOW_MESSAGES.expired);

      let status: 'completed' | 'refused';
      let stored: string;
      if (wf.kind === 'delegation') {
        const answer = delegationReply(reply);
        if (!answer)
          throw badRequest(WORKFLOW_MESSAGES.badReply, { [`${p}.reply`]: WORKFLOW_MESSAGES.badReply });
        status = answer === 'accept' ? 'completed' : 'refused';
        stored = answer;
      } else {
        const options = (JSON.parse(wf.payload) as { options?: string[] }).options;
        if (options && !options.includes(reply))
          throw badRequest(WORKFLOW_MESSAGES.badReply, { [`${p}.reply`]: WORKFLOW_MESSAGES.badReply });
        status = 'completed';
        stored = reply;
      }

      const done = await app.db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('workflows')
          .set({ status, reply: stored, completed_at: sql<string>`now()` })
          .where('id', '=', wf.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        if (wf.kind === 'delegation') {
          const rows = await tx
            .selectFrom('delegation_requests')
            .select(['user_id', 'customer_id'])
            .where('workflow_id', '=', wf.id)
            .execute();
          const asked = (JSON.parse(wf.payload) as { requestedScope?: 'read' | 'pay' }).requestedScope;
          const granted = scope ?? asked ?? 'read';
          for (const r of rows) {
            await tx
              .updateTable('user_customers')
              .set({ status: stored === 'accept' ? 'accepted' : 'refused', scope: granted })
              .where('user_id', '=', r.user_id)
              .where('customer_id', '=', r.customer_id)
              .where('relation', '=', 'delegate')
              .where('status', '=', 'pending')
              .execute();
          }
          if (wf.user_id !== null) {
            await notifyUser(tx, {
              userId: wf.user_id,
              customerId: wf.customer_id,
              typeCode: 'delegation-outcome',
              subject: stored === 'accept' ? 'Delega confermata' : 'Delega rifiutata',
              message:
                stored === 'accept'
                  ? `Il titolare ha confermato la tua richiesta di delega (${scopeLabel(granted)}): ora puoi vedere i suoi contratti.`
                  : 'Il titolare ha rifiutato la tua richiesta di delega.',
            });
          }
        }
        return true;
      });
      if (!done) throw conflict(WORKFLOW_MESSAGES.taskAlreadyDone, CORE_ERROR_CODES.taskAlreadyDone);
      if (wf.kind === 'delegation' && wf.user_id !== null) {
        const delegate = await app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', wf.user_id)
          .executeTakeFirst();
        if (delegate?.email) {
          await app.messenger.send(app.db, {
            channel: 'mail',
            companyCode: session.companyCode,
            recipient: delegate.email,
            subject: stored === 'accept' ? 'Delega confermata' : 'Delega rifiutata',
            body:
              stored === 'accept'
                ? 'Il titolare ha confermato la tua richiesta di delega: accedi per gestire i suoi contratti.'
                : 'Il titolare ha rifiutato la tua richiesta di delega.',
            meta: { workflowId: wf.id, kind: 'delegation-outcome', reply: stored },
          });
        }
      }
      return { workflowTaskExecuteResponse: { workflowId: wf.id, taskName, status } };
    },
  );

  // ---- password reset -----------------------------------------------------------------------
  app.post(
    '/password-reset/start',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Wfm'],
        summary:
          'Recupero password: con nome utente ed e-mail, o codice cliente e codice fiscale / partita IVA',
        description:
          `Risponde sempre queued, con la stessa risposta e circa lo stesso tempo che l\u2019utente esista o no; se i dati ` +
          `corrispondono invia per e-mail un link monouso a /recupero-psw (valido RESET_LINK_TTL_MINUTES minuti; un nuovo ` +
          `link annulla i precedenti). Dati incompleti o di un\u2019altra società: 400 params_not_valid.`,
        body: passwordResetRequestSchema,
        response: {
          200: passwordResetResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const started = performance.now();
      const input = request.body.passwordResetRequest;
      if (input.company && input.company !== session.companyCode) throw paramsNotValid();
      const probe = probeThrottleRules(app.config, request.ip);
      const attempt = await takeAttempt(app.db, probe);

      let user: { id: number; email: string | null; status: string } | undefined;
      if (input.username && input.email) {
        user = await app.db
          .selectFrom('users')
          .select(['id', 'email', 'status'])
          .where('company_code', '=', session.companyCode)
          .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
          .where(sql<string>`lower(email)`, '=', input.email.toLowerCase())
          .executeTakeFirst();
      } else if (input.customerCode) {
        const customer = await matchCustomer(app.db, session.companyCode, {
          ...input,
          customerCode: input.customerCode,
        });
        if (customer) {
          const owner = await app.db
            .selectFrom('user_customers')
            .innerJoin('users', 'users.id', 'user_customers.user_id')
            .select(['users.id', 'users.email', 'users.status'])
            .where('user_customers.customer_id', '=', customer.id)
            .where('user_customers.relation', '=', 'owner')
            .where('user_customers.status', '=', 'accepted')
            .orderBy('users.id')
            .executeTakeFirst();
          user = owner && { ...owner, email: owner.email ?? customer.email };
        }
      }
      if (!user || !user.email || !['Active', 'Pending'].includes(user.status)) {
        // The same answer as for a match (status, body, time floor): users cannot be enumerated.
        // A miss still counts towards the probe throttle of the client address (never given back).
        await untilFloor(started);
        return { passwordResetResponse: { status: 'queued' as const } };
      }
      await attempt.succeeded();
      const found = user;
      const link = await app.db.transaction().execute(async (tx) => {
        // A new link cancels the unused ones of the same user.
        await tx
          .updateTable('links')
          .set({ used_at: sql<string>`now()` })
          .where('user_id', '=', found.id)
          .where('module_id', '=', LINK_MODULES.password)
          .where('used_at', 'is', null)
          .execute();
        return createLink(tx, {
          companyCode: session.companyCode,
          moduleId: LINK_MODULES.password,
          entityKey: String(found.id),
          additionalParams: { userId: found.id, firstAccess: false },
          userId: found.id,
          ttlMinutes: app.config.RESET_LINK_TTL_MINUTES,
          singleUse: true,
        });
      });
      const url = linkUrl(app.config.PUBLIC_URL, '/recupero-psw', link.id, link.hashCode);
      await app.messenger.send(app.db, {
        channel: 'mail',
        companyCode: session.companyCode,
        recipient: found.email!,
        subject: 'Recupero password',
        body:
          `Abbiamo ricevuto una richiesta di recupero della password. Per sceglierne una nuova apri questo link ` +
          `(valido ${app.config.RESET_LINK_TTL_MINUTES} minuti, utilizzabile una sola volta):\n${url}\n` +
          `Se non hai chiesto tu il recupero, ignora questo messaggio.`,
        meta: {
          linkId: link.id,
          hashCode: link.hashCode,
          linkUrl: url,
          userId: found.id,
          kind: 'password-reset',
        },
      });
      await untilFloor(started);
      return { passwordResetResponse: { status: 'queued' as const } };
    },
  );

  // ---- a new proof-of-ownership code --------------------------------------------------------
  app.post(
    '/ownership-proof/resend',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Wfm'],
        summary: 'Nuovo codice per la prova di titolarità (o nuova prova con la bolletta)',
        description:
          'Dalla stessa sessione della registrazione, o dallo stesso utente dell\u2019associazione: il codice precedente muore, ' +
          'uno nuovo va allo stesso recapito in archivio; risponde con un nuovo workflowId. Al massimo 5 prove per cliente ' +
          'in 24 ore (429). 404 proof_not_found per una prova sconosciuta o conclusa.',
        body: ownershipProofResendRequestSchema,
        response: {
          200: ownershipProofResendResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { workflowId } = request.body.ownershipProofResendRequest;
      const wf = await app.db
        .selectFrom('workflows')
        .select(['id', 'status', 'user_id', 'customer_id', 'payload'])
        .where('id', '=', workflowId)
        .where('company_code', '=', session.companyCode)
        .where('kind', '=', 'ownership-proof')
        .executeTakeFirst();
      const proof = wf ? (JSON.parse(wf.payload) as ProofPayload) : null;
      const mine =
        !!wf &&
        !!proof &&
        (proof.purpose === 'registration'
          ? proof.sessionRef === sessionRef(session.id)
          : session.userId !== null && wf.user_id === session.userId);
      if (!wf || !proof || !mine || ['completed', 'refused'].includes(wf.status))
        throw new HttpError(404, OWNERSHIP_ERROR_CODES.proofNotFound, OWNERSHIP_MESSAGES.proofNotFound);
      const started = await app.db.transaction().execute((tx) =>
        startProof(tx, app.config, {
          companyCode: session.companyCode,
          customerId: wf.customer_id!,
          userId: wf.user_id!,
          purpose: proof.purpose,
          sessionId: proof.purpose === 'registration' ? session.id : undefined,
        }),
      );
      if (started.message)
        await app.messenger.send(app.db, { companyCode: session.companyCode, ...started.message });
      return { ownershipProofResendResponse: started.proof };
    },
  );
};

export default wfmApi;
