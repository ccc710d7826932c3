import { INTEGRATION_BASE } from '../../http';
import {
  sendMessagesRequestSchema,
  sendMessagesResponseSchema,
  sendProposalsRequestSchema,
  sendProposalsResponseSchema,
} from '../../integration/outbound';
import { defineOperation } from '../../operation';

export const sendMessages = defineOperation({
  operationId: 'sendMessages',
  method: 'POST',
  path: `${INTEGRATION_BASE}/messages`,
  tag: 'Integrazione',
  summary: 'Un messaggio a un cliente o a un elenco di clienti',
  description:
    'Crea una notifica, visibile nei messaggi del portale, per ogni utente (titolare e delegati) dei clienti indicati per codice. Risponde con i clienti trovati, le notifiche create, i codici sconosciuti e i clienti che non hanno ancora un utente. Con `reference` (il riferimento del venditore) l’invio è fatto una volta sola: ripetuto, non crea nulla e riceve la stessa risposta; lo stesso riferimento con un contenuto diverso è un 409. Ambito `import`.',
  access: 'integration',
  scope: 'import',
  body: sendMessagesRequestSchema,
  response: sendMessagesResponseSchema,
  refusals: [400, 401, 403, 409],
});

export const sendProposals = defineOperation({
  operationId: 'sendProposals',
  method: 'POST',
  path: `${INTEGRATION_BASE}/proposals`,
  tag: 'Integrazione',
  summary: 'Una proposta commerciale a un cliente o a un elenco di clienti',
  description:
    'Crea la proposta nella pagina Proposte di ogni cliente indicato per codice (titolo, descrizione, offerta, periodo di validità); il cliente la accetta o la rifiuta dal portale. Risponde con le proposte create e i codici sconosciuti. Con `reference` (il riferimento del venditore) l’invio è fatto una volta sola: ripetuto, non crea nulla e riceve la stessa risposta; lo stesso riferimento con un contenuto diverso è un 409. Ambito `import`.',
  access: 'integration',
  scope: 'import',
  body: sendProposalsRequestSchema,
  response: sendProposalsResponseSchema,
  status: 201,
  refusals: [400, 401, 403, 409],
});
