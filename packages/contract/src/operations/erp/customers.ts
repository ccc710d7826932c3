import {
  API_BASE,
  getCustomerResponseSchema,
  getCustomersQuerySchema,
  getCustomersResponseSchema,
  idParam,
} from '../../index';
import { defineOperation } from '../../operation';

export const getCustomers = defineOperation({
  operationId: 'getCustomers',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/customers`,
  tag: 'Erp',
  summary: 'Clienti che la sessione può gestire',
  description:
    'I clienti che la sessione può gestire, con i loro dati anagrafici e di contatto. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  query: getCustomersQuerySchema,
  response: getCustomersResponseSchema,
  refusals: [400, 401, 403],
});

export const getCustomer = defineOperation({
  operationId: 'getCustomer',
  method: 'GET',
  path: `${API_BASE}/Erp/v1/customers/{id}`,
  tag: 'Erp',
  summary: 'Un cliente, se la sessione può gestirlo',
  description:
    'Un cliente per id, se la sessione può gestirlo; un cliente sconosciuto o altrui risponde 403 allo stesso modo. Per i clienti della sessione: i propri, quelli delegati e, per un’agenzia, quelli serviti. Una sessione ospite (link) non lo legge: 403.',
  access: 'session',
  params: idParam,
  response: getCustomerResponseSchema,
  refusals: [400, 401, 403],
});
