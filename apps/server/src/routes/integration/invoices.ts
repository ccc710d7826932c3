import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { importInvoices } from '../../use-cases/integration/invoices/import-invoices';
import { bodyBytes } from './body-bytes';

/** The most a request of bills may carry: a zip of about a thousand bills with their PDFs. */
export const INVOICE_BODY_LIMIT = 100 * 1024 * 1024;

/**
 * Bills from FatturaPA documents (XML, signed .p7m, zip of many). The body comes as the request's
 * stream (the definition's `consumes`: another Content-Type is a 415) and is read as bytes up to
 * the limit (413 past it); what it is — XML, .p7m or zip — is read from the bytes.
 */
export default async function integrationInvoices(app: FastifyInstance) {
  serve(app, operations.importInvoices, async ({ deps, actor, body }) =>
    importInvoices(deps, actor, { body: await bodyBytes(body, INVOICE_BODY_LIMIT) }),
  );
}
