import { INTEGRATION_BASE } from '../../http';
import {
  changeRequestStateBodySchema,
  changeRequestStateResponseSchema,
  listRequestEventsQuerySchema,
  listRequestEventsResponseSchema,
  requestIdParam,
} from '../../integration/requests';
import { defineOperation } from '../../operation';

export const listRequestEvents = defineOperation({
  operationId: 'listRequestEvents',
  method: 'GET',
  path: `${INTEGRATION_BASE}/requests`,
  tag: 'Integrazione',
  summary: 'Quanto chiedono i clienti: richieste, autoletture e cambi di stato, come flusso con cursore',
  description:
    'Gli eventi dopo `after`, in ordine di `id` (al massimo `limit`), ciascuno con lo stato della sua consegna al webhook: `request.created` (una richiesta o pratica: variazioni, domiciliazione, servizi, rateizzazione, informazioni, modulo di contatto), `reading.submitted` (un’autolettura), `request.state_changed` (una pratica spostata). Si legge di nuovo da `nextCursor`: un evento non viene mai saltato né cambiato (gli id seguono l’ordine di registrazione). Gli stessi corpi arrivano al webhook (`INTEGRATION_WEBHOOK_URL`). Ambito `requests`.',
  access: 'integration',
  scope: 'requests',
  query: listRequestEventsQuerySchema,
  response: listRequestEventsResponseSchema,
  refusals: [400, 401, 403],
});

export const changeRequestState = defineOperation({
  operationId: 'changeRequestState',
  method: 'POST',
  path: `${INTEGRATION_BASE}/requests/{id}/state`,
  tag: 'Integrazione',
  summary: 'Sposta una pratica: in lavorazione, conclusa o respinta, con un messaggio',
  description:
    'La pratica `id` (il `requestId` degli eventi) passa allo stato dato: il cliente la vede nelle sue Pratiche («In corso» o «Conclusa», con il messaggio) e riceve una notifica nei messaggi del portale, push ed e-mail; il flusso registra `request.state_changed`. Una pratica conclusa o respinta non cambia più (409); una sconosciuta: 404. Ambito `requests`.',
  access: 'integration',
  scope: 'requests',
  params: requestIdParam,
  body: changeRequestStateBodySchema,
  response: changeRequestStateResponseSchema,
  refusals: [400, 401, 403, 404, 409],
});
