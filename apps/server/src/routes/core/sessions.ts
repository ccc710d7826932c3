import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNewSessionRequestSchema,
  createNewSessionResponseSchema,
  errorBodySchema,
  getSessionResponseSchema,
} from '@sportello/contract';
import { badRequest, forbidden, sessionExpired, unauthenticated } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { isGuestModule, LINK_MESSAGES, LINK_MODULES, resolveLink } from '../../services/core/links';
import { createSession, touchSession } from '../../services/session-store';
import { buildSessionView } from '../../services/session-view';

export const SESSION_HANDOVER_REFUSED =
  'Questa sessione non può essere aperta da un link: accedi con le tue credenziali';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions',
    {
      schema: {
        tags: ['Core'],
        summary: 'Crea una sessione anonima per una società, o una sessione da link (linkId + hashCode)',
        description:
          'Con linkId e hashCode validi (e non scaduti) la sessione è di tipo ospite (guest=true) se il modulo del link è tra 4 e 9 e il ' +
          'flag guest non è false: vede solo il cliente e l\u2019entità del link. Per gli altri moduli la sessione è anonima e serve il login. ' +
          'Link errato: 404 link_invalid; link scaduto o già usato: 410 link_expired.',
        body: createNewSessionRequestSchema,
        response: {
          201: createNewSessionResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { company, clientSpec, linkId, hashCode, guest } = request.body.createNewSessionRequest;
      if ((linkId === undefined) !== (hashCode === undefined)) {
        throw badRequest(LINK_MESSAGES.invalid, {
          [linkId === undefined ? 'createNewSessionRequest.linkId' : 'createNewSessionRequest.hashCode']:
            LINK_MESSAGES.invalid,
        });
      }
      let values: Parameters<typeof createSession>[2] = { companyCode: company, clientSpec };
      if (linkId !== undefined && hashCode !== undefined) {
        const link = await resolveLink(app.db, linkId, hashCode, company);
        const asGuest = guest !== false && isGuestModule(link.module_id);
        // Least privilege: password (5) and survey (6) links need no customer data at all.
        const needsCustomer =
          link.module_id !== LINK_MODULES.password && link.module_id !== LINK_MODULES.survey;
        values = {
          ...values,
          linkId: link.id,
          guest: asGuest,
          currentCustomerId: asGuest && needsCustomer ? link.customer_id : null,
        };
      }
      const session = await createSession(app.db, app.config, values);
      reply.status(201);
      return { createNewSessionResponse: await buildSessionView(app.db, session, app.hiddenModules) };
    },
  );

  app.get(
    '/sessions/:id',
    {
      schema: {
        tags: ['Core'],
        summary: 'Legge una sessione (solo con la stessa sessione nell\u2019intestazione)',
        description:
          'Con handover=1, o senza intestazione X-Session-Id, è il passaggio di una sessione ricevuta in un indirizzo (s=, ' +
          'sessionId=…&rcrm=1): si può passare solo una sessione anonima o ospite, mai quella di un utente che ha fatto ' +
          'login (403), così che un link non possa far adottare a qualcun altro una sessione autenticata.',
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: z.object({ handover: z.enum(['1', 'true']).optional() }),
        response: { 200: getSessionResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const headerId = request.headers['x-session-id'];
      const handover = request.query.handover !== undefined || typeof headerId !== 'string';
      // The id in the path is the credential itself; outside a handover the header must agree.
      if (!handover && headerId !== request.params.id) throw forbidden();
      const found = await touchSession(app.db, request.params.id, app.config);
      if (found === 'expired') throw sessionExpired();
      if (!found) throw unauthenticated();
      // A logged-in session never travels in an address (fixation and donation of sessions).
      if (handover && found.userId !== null) throw forbidden(SESSION_HANDOVER_REFUSED);
      request.session = found;
      return { getSessionResponse: await buildSessionView(app.db, sessionOf(request), app.hiddenModules) };
    },
  );
};

export default sessionRoutes;
