import {
  auditExportQuerySchema,
  auditExportSchema,
  auditPageSchema,
  auditQuerySchema,
} from '../../console/audit';
import { CONSOLE_BASE } from '../../http';
import { defineOperation } from '../../operation';

export const consoleListAudit = defineOperation({
  operationId: 'consoleListAudit',
  method: 'GET',
  path: `${CONSOLE_BASE}/audit`,
  tag: 'Console',
  summary: 'Il registro delle attività',
  description:
    'Le attività degli operatori (chi, quando, cosa, su cosa, prima e dopo), le più recenti prima, filtrate per operatore, azione e giorni; quelle dei marchi dell’amministratore e quelle senza marchio. Solo amministratori.',
  access: 'operator',
  operatorRole: 'admin',
  query: auditQuerySchema,
  response: auditPageSchema,
  refusals: [400, 401, 403],
});

export const consoleExportAudit = defineOperation({
  operationId: 'consoleExportAudit',
  method: 'GET',
  path: `${CONSOLE_BASE}/audit/export`,
  tag: 'Console',
  summary: 'Esportare il registro delle attività in CSV',
  description:
    'Le attività filtrate (al più 50.000) in un CSV sicuro per i fogli di calcolo (una cella che inizia con = + - @ è preceduta da un apostrofo), in base64. L’esportazione stessa è registrata. Solo amministratori.',
  access: 'operator',
  operatorRole: 'admin',
  query: auditExportQuerySchema,
  response: auditExportSchema,
  refusals: [400, 401, 403],
});
