import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  describeMeterGroupResponseSchema,
  errorBodySchema,
  getConsumptionsQuerySchema,
  getConsumptionsResponseSchema,
  getQuotationsQuerySchema,
  getQuotationsResponseSchema,
  getReadingsQuerySchema,
  getReadingsResponseSchema,
  insertReadingsRequestSchema,
  insertReadingsResponseSchema,
  readingWindowResponseSchema,
  supplyKeyQuerySchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf } from '../../plugins/session';
import { describeMeterGroup } from '../../use-cases/erp/describe-meter-group';
import { getConsumptions } from '../../use-cases/erp/get-consumptions';
import { getQuotations } from '../../use-cases/erp/get-quotations';
import { getReadingWindow } from '../../use-cases/erp/get-reading-window';
import { insertReadings } from '../../use-cases/erp/insert-readings';
import { listReadings } from '../../use-cases/erp/list-readings';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Consumption, readings, self-readings and the PUN: each call is one use case. The session is
 * the Erp tree's hook; link (guest) sessions reach what their link names.
 */
const meteringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consumptions',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Consumi di una fornitura per mese, giorno o ora, con fasce F1/F2/F3 (F23)',
        querystring: getConsumptionsQuerySchema,
        response: { 200: getConsumptionsResponseSchema, ...errors },
      },
    },
    async (request) => getConsumptions(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/readings',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Letture di una fornitura (dal default di due anni fa, 100 per pagina)',
        querystring: getReadingsQuerySchema,
        response: { 200: getReadingsResponseSchema, ...errors },
      },
    },
    async (request) => listReadings(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/metering/readingWindow',
    {
      schema: {
        tags: ['Erp'],
        summary: "Periodo in cui è possibile inserire l'autolettura",
        querystring: supplyKeyQuerySchema,
        response: { 200: readingWindowResponseSchema, ...errors },
      },
    },
    async (request) => getReadingWindow(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/metering/describeMeterGroup',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Descrizione del gruppo di misura: data di piena capacità (misura oraria) e canali',
        querystring: supplyKeyQuerySchema,
        response: { 200: describeMeterGroupResponseSchema, ...errors },
      },
    },
    async (request) => describeMeterGroup(depsOf(request), actorOf(request), request.query),
  );

  app.post(
    '/metering/insertReadings',
    {
      schema: {
        tags: ['Erp'],
        summary: "Invia un'autolettura (nel periodo di lettura, solo cifre, non inferiore all'ultima)",
        body: insertReadingsRequestSchema,
        response: { 201: insertReadingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await insertReadings(
        depsOf(request),
        actorOf(request),
        request.body.insertReadingsRequest,
      );
      reply.status(201);
      return result;
    },
  );

  app.get(
    '/quotations',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Prezzo Unico Nazionale (PUN) orario, con medie giornaliere e mensili',
        querystring: getQuotationsQuerySchema,
        response: { 200: getQuotationsResponseSchema, ...errors },
      },
    },
    async (request) => getQuotations(depsOf(request), actorOf(request), request.query),
  );
};

export default meteringRoutes;
