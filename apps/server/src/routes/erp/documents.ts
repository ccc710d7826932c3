import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentExistsResponseSchema,
  errorBodySchema,
  getDocumentResponseSchema,
  getDocumentsQuerySchema,
  getDocumentsResponseSchema,
  idParam,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { userActorOf } from '../../plugins/session';
import { checkDocumentExists } from '../../use-cases/erp/check-document-exists';
import { downloadDocument } from '../../use-cases/erp/download-document';
import { downloadDocumentByKey } from '../../use-cases/erp/download-document-by-key';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The logged-in user's documents (bills' PDFs, CSV details), downloaded as base64. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents',
    {
      schema: {
        tags: ['Erp'],
        summary:
          'Scarica un documento per chiave di archiviazione (e tipo, es. Invoice): base64 e contentType',
        querystring: getDocumentsQuerySchema,
        response: { 200: getDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => downloadDocumentByKey(depsOf(request), userActorOf(request), request.query),
  );

  app.get(
    '/documents/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Scarica un documento per id',
        params: idParam,
        response: { 200: getDocumentResponseSchema, ...errors },
      },
    },
    async (request) => downloadDocument(depsOf(request), userActorOf(request), request.params),
  );

  app.get(
    '/documents/:id/exists',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Se il documento è stato prodotto (altrimenti è in fase di stampa)',
        params: idParam,
        response: { 200: documentExistsResponseSchema, ...errors },
      },
    },
    async (request) => checkDocumentExists(depsOf(request), userActorOf(request), request.params),
  );
};

export default documentRoutes;
