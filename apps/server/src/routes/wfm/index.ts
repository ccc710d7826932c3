import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  associateContractToUserRequestSchema,
  associateContractToUserResponseSchema,
  errorBodySchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  ownershipProofResendRequestSchema,
  ownershipProofResendResponseSchema,
  workflowTaskExecuteRequestSchema,
  workflowTaskExecuteResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, requireSessionForTree, userActorOf } from '../../plugins/session';
import { associateContractToUser } from '../../use-cases/wfm/associate-contract-to-user';
import { executeWorkflowTask } from '../../use-cases/wfm/execute-workflow-task';
import { resendOwnershipProof } from '../../use-cases/wfm/resend-ownership-proof';
import { startPasswordReset } from '../../use-cases/wfm/start-password-reset';

/** The wfm API area: /services/rest/portalapi/Wfm/v1. Every call needs a session. */
const wfmApi: FastifyPluginAsyncZod = async (app) => {
  requireSessionForTree(app);

  app.post(
    '/associate-contract-to-user/start',
    {
      schema: {
        tags: ['Wfm'],
        summary:
          'Associa un codice cliente all\u2019utente (con i dati fiscali) o richiede una delega (delegation: true)',
        description:
          'Delega: vale solo per il codice cliente indicato (con il suo codice fiscale o partita IVA), mai per gli altri codici ' +
          'con gli stessi dati fiscali; resta in attesa (status open) finché il titolare di quel cliente, con il suo utente, non ' +
          'conferma o rifiuta con workflow/task-execute (taskName confirm-delegation, reply accept|refuse). Il link (modulo 6) ' +
          'ricevuto per e-mail apre la richiesta ma non decide.',
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
    async (request) =>
      associateContractToUser(
        depsOf(request),
        userActorOf(request),
        request.body.associateContractToUserRequest,
      ),
  );

  app.post(
    '/workflow/task-execute',
    {
      schema: {
        tags: ['Wfm'],
        summary:
          'Esegue un\u2019attività di un processo: conferma o rifiuto di una delega, risposta a un questionario',
        description:
          'taskName confirm-delegation (reply accept | refuse, scope per restringere): solo il titolare del cliente, con il suo ' +
          'utente (dalla sessione del link: 403 delegation_login_required); una delega concessa ruota la sessione (nuovo id ' +
          'nell\u2019intestazione X-Session-Id della risposta, il vecchio non vale più). ' +
          'taskName survey-reply (reply = selectedValue): dal link del questionario. Una risposta già data: 409 task_already_done.',
        body: workflowTaskExecuteRequestSchema,
        response: {
          200: workflowTaskExecuteResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) =>
      executeWorkflowTask(depsOf(request), actorOf(request), request.body.workflowTaskExecuteRequest),
  );

  app.post(
    '/password-reset/start',
    {
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
    async (request) =>
      startPasswordReset(depsOf(request), actorOf(request), request.body.passwordResetRequest),
  );

  app.post(
    '/ownership-proof/resend',
    {
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
    async (request) =>
      resendOwnershipProof(depsOf(request), actorOf(request), request.body.ownershipProofResendRequest),
  );
};

export default wfmApi;
