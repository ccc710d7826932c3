import {
  API_BASE,
  getNotificationResponseSchema,
  getNotificationsQuerySchema,
  getNotificationsResponseSchema,
  idParam,
  updateNotificationRequestSchema,
  updateNotificationResponseSchema,
} from '../../index';
import { defineOperation } from '../../operation';

export const getNotifications = defineOperation({
  operationId: 'getNotifications',
  method: 'GET',
  path: `${API_BASE}/Core/v1/notifications`,
  tag: 'Core',
  summary: 'Notifiche dell’utente, dalla più recente (pagina predefinita 1000)',
  description:
    'Le notifiche dell’utente, dalla più recente, con paginazione (pagingTake, pagingSkip; pagina predefinita 1000) e activeOnly. Solo con login: senza 401, sessione ospite 403.',
  access: 'user',
  query: getNotificationsQuerySchema,
  response: getNotificationsResponseSchema,
  refusals: [400, 401, 403],
});

export const getNotification = defineOperation({
  operationId: 'getNotification',
  method: 'GET',
  path: `${API_BASE}/Core/v1/notifications/{id}`,
  tag: 'Core',
  summary: 'Una notifica dell’utente (o quella del link messaggio di una sessione ospite)',
  description:
    'Una notifica dell’utente; per una sessione ospite, solo quella del suo link messaggio (modulo 4). Una notifica altrui o sconosciuta: 404.',
  access: 'session',
  params: idParam,
  response: getNotificationResponseSchema,
  refusals: [400, 401, 404],
});

export const updateNotification = defineOperation({
  operationId: 'updateNotification',
  method: 'PUT',
  path: `${API_BASE}/Core/v1/notifications`,
  tag: 'Core',
  summary:
    'Segna una notifica letta (readingDate) o confermata (confirmationDate); registra pushId e mn_msg_id',
  description:
    'Le date registrate sono quelle del server, la prima volta soltanto. Una notifica con accettazione obbligatoria resta da accettare (toBeAccepted) finché non arriva confirmationDate.',
  access: 'session',
  body: updateNotificationRequestSchema,
  response: updateNotificationResponseSchema,
  refusals: [400, 401, 404],
});
