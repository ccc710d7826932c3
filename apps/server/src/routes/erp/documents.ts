import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { checkDocumentExists } from '../../use-cases/erp/check-document-exists';
import { downloadDocument } from '../../use-cases/erp/download-document';
import { downloadDocumentByKey } from '../../use-cases/erp/download-document-by-key';

/** The logged-in user's documents (bills' PDFs, CSV details), downloaded as base64. */
const documentRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getDocuments, ({ deps, actor, query }) => downloadDocumentByKey(deps, actor, query));

  serve(app, operations.getDocument, ({ deps, actor, params }) => downloadDocument(deps, actor, params));

  serve(app, operations.documentExists, ({ deps, actor, params }) =>
    checkDocumentExists(deps, actor, params),
  );
};

export default documentRoutes;
