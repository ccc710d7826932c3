import { z } from 'zod';
import { INTEGRATION_BASE } from '../../http';
import { INVOICE_IMPORT_CONTENT_TYPES, importInvoicesResponseSchema } from '../../integration/invoices';
import { defineOperation } from '../../operation';

export const importInvoices = defineOperation({
  operationId: 'importInvoices',
  method: 'POST',
  path: `${INTEGRATION_BASE}/invoices`,
  tag: 'Integrazione',
  summary: 'Bollette da fatture elettroniche FatturaPA (XML, .p7m firmato, zip)',
  description:
    'Il corpo è il documento stesso: `application/xml` (una fattura FatturaPA FPR12, anche con più bollette), `application/pkcs7-mime` (il `.p7m` firmato CAdES, DER o base64) o `application/zip` (molti documenti `.xml` e `.p7m`). Il cliente per codice fiscale o partita IVA del cessionario (nel marchio del cedente), la fornitura per il POD/PDR delle linee; numero, date, importi, riepilogo IVA, scadenza e modalità di pagamento, linee come voci della bolletta; il PDF dall’allegato (Allegati) se c’è, altrimenti quello del portale. Una nota di credito (TD04) riduce quanto dovuto. Lo stesso documento due volte è una sola bolletta (`unchanged`). Un documento malformato o sconosciuto (XML non valido, non FatturaPA, cliente o fornitura sconosciuti): 422 con il motivo in italiano; in uno zip ogni documento ha la sua risposta. Ambito `import`.',
  access: 'integration',
  scope: 'import',
  consumes: INVOICE_IMPORT_CONTENT_TYPES,
  body: z.string().meta({
    description:
      'Il documento FatturaPA: XML (FPR12), `.p7m` firmato (DER o base64, anche come `application/octet-stream`) o uno zip di più documenti; al più 100 MB.',
    example:
      '<?xml version="1.0" encoding="UTF-8"?><p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">…</p:FatturaElettronica>',
  }),
  response: importInvoicesResponseSchema,
  refusals: [400, 401, 403, 413, 415, 422],
});
