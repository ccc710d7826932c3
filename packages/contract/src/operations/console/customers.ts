import { idParam } from '../../common';
import {
  consoleCustomerListSchema,
  consoleCustomersQuerySchema,
  consoleCustomerViewSchema,
} from '../../console/customers';
import { CONSOLE_BASE } from '../../http';
import { defineOperation } from '../../operation';

export const consoleSearchCustomers = defineOperation({
  operationId: 'consoleSearchCustomers',
  method: 'GET',
  path: `${CONSOLE_BASE}/customers`,
  tag: 'Console',
  summary: 'Cercare un cliente dei propri marchi',
  description:
    'I clienti dei marchi dell’operatore con quel codice cliente, codice fiscale, partita IVA o POD/PDR di una fornitura (al massimo 50). Ogni ricerca è registrata nel registro delle attività. Ogni ruolo; ricerca non valida: 400.',
  access: 'operator',
  query: consoleCustomersQuerySchema,
  response: consoleCustomerListSchema,
  refusals: [400, 401],
});

export const consoleGetCustomer = defineOperation({
  operationId: 'consoleGetCustomer',
  method: 'GET',
  path: `${CONSOLE_BASE}/customers/{id}`,
  tag: 'Console',
  summary: 'Un cliente come lo vede il cliente',
  description:
    'Il cliente con i suoi utenti, forniture, bollette, pagamenti, letture, deleghe e messaggi, come li vede nel portale (le stesse letture del portale), in sola lettura. Un cliente di un altro marchio risponde 404, come uno inesistente. Ogni consultazione è registrata nel registro delle attività.',
  access: 'operator',
  params: idParam,
  response: consoleCustomerViewSchema,
  refusals: [400, 401, 404],
});
