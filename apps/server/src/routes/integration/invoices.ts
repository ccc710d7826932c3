import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { INVOICE_IMPORT_CONTENT_TYPES } from '@sportello/contract/integration/invoices';
import { serve } from '../../plugins/operations';
import { importInvoices } from '../../use-cases/integration/invoices/import-invoices';

/** The most a request of bills may carry: a zip of about a thousand bills with their PDFs. */
export const INVOICE_BODY_LIMIT = 100 * 1024 * 1024;

/** Bills from FatturaPA documents (XML, signed .p7m, zip of many). */
export default async function integrationInvoices(app: FastifyInstance) {
  // The body is the document itself, read as bytes whatever it declares (the kind is read from
  // the bytes): in this plugin only, so no other route takes XML or zips.
  app.addContentTypeParser(
    [...INVOICE_IMPORT_CONTENT_TYPES, 'application/x-pkcs7-mime'],
    { parseAs: 'buffer', bodyLimit: INVOICE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  serve(
    app,
    operations.importInvoices,
    ({ deps, actor, request }) => importInvoices(deps, actor, { body: request.body as Buffer }),
    { bodyLimit: INVOICE_BODY_LIMIT },
  );
}
