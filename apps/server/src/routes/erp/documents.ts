import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentExistsResponseSchema,
  errorBodySchema,
  getDocumentResponseSchema,
  getDocumentsQuerySchema,
  getDocumentsResponseSchema,
  idParam,
} from '@sportello/contract';
import { notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import {
  DOCUMENT_NOT_FOUND,
  DOCUMENT_NOT_READY,
  documentContent,
  documentFor,
} from '../../services/erp/documents';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  async function download(
    request: Parameters<typeof sessionOf>[0],
    ref: { id?: number; key?: string },
    type?: string,
  ) {
    const session = sessionOf(request);
    const doc = await documentFor(app.db, session, ref);
    if (type && doc.doc_type !== type) throw notFound(DOCUMENT_NOT_FOUND);
    const data = await documentContent(app.db, session, doc);
    return {
      id: doc.id,
      fileName: doc.file_name,
      contentType: doc.content_type,
      data: data.toString('base64'),
    };
  }

  app.get(
    '/documents',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary:
          'Scarica un documento per chiave di archiviazione (e tipo, es. Invoice): base64 e contentType',
        querystring: getDocumentsQuerySchema,
        response: { 200: getDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      getDocumentsResponse: await download(
        request,
        { key: request.query.archiviationKey },
        request.query.documentType,
      ),
    }),
  );

  app.get(
    '/documents/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Scarica un documento per id',
        params: idParam,
        response: { 200: getDocumentResponseSchema, ...errors },
      },
    },
    async (request) => ({ getDocumentResponse: await download(request, { id: request.params.id }) }),
  );

  app.get(
    '/documents/:id/exists',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Se il documento è stato prodotto (altrimenti è in fase di stampa)',
        params: idParam,
        response: { 200: documentExistsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const doc = await documentFor(app.db, sessionOf(request), { id: request.params.id });
      const exists = doc.status === 'ready';
      return {
        documentExistsResponse: {
          id: doc.id,
          exists,
          message: exists ? null : DOCUMENT_NOT_READY,
          document: {
            id: doc.id,
            archiviationKey: doc.archiviation_key,
            documentType: doc.doc_type,
            fileName: doc.file_name,
            contentType: doc.content_type,
            available: exists,
          },
        },
      };
    },
  );
};

export default documentRoutes;
