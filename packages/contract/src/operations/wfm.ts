import {
  API_BASE,
  associateContractToUserRequestSchema,
  associateContractToUserResponseSchema,
  ownershipProofResendRequestSchema,
  ownershipProofResendResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  workflowTaskExecuteRequestSchema,
  workflowTaskExecuteResponseSchema,
} from '../index';
import { defineOperation } from '../operation';

export const associateContractToUser = defineOperation({
  operationId: 'associateContractToUser',
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/associate-contract-to-user/start`,
  tag: 'Wfm',
  summary:
    'Associa un codice cliente all’utente (con i dati fiscali) o richiede una delega (delegation: true)',
  description:
    'Delega: vale solo per il codice cliente indicato (con il suo codice fiscale o partita IVA), mai per gli altri codici con gli stessi dati fiscali; resta in attesa (status open) finché il titolare di quel cliente, con il suo utente, non conferma o rifiuta con workflow/task-execute (taskName confirm-delegation, reply accept|refuse). Il link (modulo 6) ricevuto per e-mail apre la richiesta ma non decide.',
  access: 'user',
  body: associateContractToUserRequestSchema,
  response: associateContractToUserResponseSchema,
  refusals: [400, 401, 403, 409, 429],
});

export const executeWorkflowTask = defineOperation({
  operationId: 'executeWorkflowTask',
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/workflow/task-execute`,
  tag: 'Wfm',
  summary: 'Esegue un’attività di un processo: conferma o rifiuto di una delega, risposta a un questionario',
  description:
    'taskName confirm-delegation (reply accept | refuse, scope per restringere): solo il titolare del cliente, con il suo utente (dalla sessione del link: 403 delegation_login_required); una delega concessa ruota la sessione (nuovo id nell’intestazione X-Session-Id della risposta, il vecchio non vale più). taskName survey-reply (reply = selectedValue): dal link del questionario. Una risposta già data: 409 task_already_done.',
  access: 'session',
  body: workflowTaskExecuteRequestSchema,
  response: workflowTaskExecuteResponseSchema,
  refusals: [400, 401, 403, 404, 409, 410],
});

export const startPasswordReset = defineOperation({
  operationId: 'startPasswordReset',
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/password-reset/start`,
  tag: 'Wfm',
  summary: 'Recupero password: con nome utente ed e-mail, o codice cliente e codice fiscale / partita IVA',
  description:
    'Risponde sempre queued, con la stessa risposta e circa lo stesso tempo che l’utente esista o no; se i dati corrispondono invia per e-mail un link monouso a /recupero-psw (valido RESET_LINK_TTL_MINUTES minuti; un nuovo link annulla i precedenti). Dati incompleti o di un’altra società: 400 params_not_valid.',
  access: 'session',
  body: passwordResetRequestSchema,
  response: passwordResetResponseSchema,
  refusals: [400, 401, 429],
});

export const resendOwnershipProof = defineOperation({
  operationId: 'resendOwnershipProof',
  method: 'POST',
  path: `${API_BASE}/Wfm/v1/ownership-proof/resend`,
  tag: 'Wfm',
  summary: 'Nuovo codice per la prova di titolarità (o nuova prova con la bolletta)',
  description:
    'Dalla stessa sessione della registrazione, o dallo stesso utente dell’associazione: il codice precedente muore, uno nuovo va allo stesso recapito in archivio; risponde con un nuovo workflowId. Al massimo 5 prove per cliente in 24 ore (429). 404 proof_not_found per una prova sconosciuta o conclusa.',
  access: 'session',
  body: ownershipProofResendRequestSchema,
  response: ownershipProofResendResponseSchema,
  refusals: [400, 401, 404, 429],
});
