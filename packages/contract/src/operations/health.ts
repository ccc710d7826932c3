import { healthResponseSchema, readinessResponseSchema } from '../index';
import { defineOperation } from '../operation';

export const getHealth = defineOperation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/healthz',
  tag: 'Operazioni',
  summary: 'Il processo è vivo',
  description:
    'Sonda di liveness: risponde 200 finché il processo serve richieste, senza toccare il database. Nessuna sessione richiesta.',
  access: 'public',
  response: healthResponseSchema,
  refusals: [400],
});

export const getReadiness = defineOperation({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/readyz',
  tag: 'Operazioni',
  summary: 'Il database risponde',
  description:
    'Sonda di readiness: verifica che il database risponda e ne indica il tipo (PGlite o PostgreSQL). Nessuna sessione richiesta. Con il database irraggiungibile: 503, e il bilanciatore smette di mandare traffico a questa istanza.',
  access: 'public',
  response: readinessResponseSchema,
  refusals: [400, 503],
});
