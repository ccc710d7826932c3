import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema, errorBodySchema } from '@sportello/contract';
import { badRequest } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { contractForKey, customerIdForKey } from '../../services/access';
import { newTicketKey } from '../../services/erp/requests';

export const CONTACT_PATH = '/Contact/v1/requests';
export const CONTACT_ACK = 'Richiesta inviata! Ti risponderemo al più presto.';

/**
 * The contact form (spec section 3 "Contact request payload"), mounted at
 * /services/rest/portalapi: POST /Contact/v1/requests stores a support request.
 */
const contactApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CONTACT_PATH,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Contact'],
        summary: 'Invia una richiesta di assistenza dal modulo di contatto',
        body: contactRequestSchema,
        response: {
          201: contactResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const b = request.body.contactRequest;
      if (b.company && b.company !== session.companyCode)
        throw badRequest('Società non valida per questa sessione', { company: 'Società non valida' });
      let customerId = b.customer ? await customerIdForKey(app.db, session, b.customer.key) : null;
      let contractId: number | null = null;
      if (b.contract) {
        const contract = await contractForKey(app.db, session, b.contract.key);
        if (customerId !== null && contract.customer_id !== customerId)
          throw badRequest('Il contratto non appartiene al cliente indicato');
        customerId ??= contract.customer_id;
        contractId = contract.id;
      }
      const row = await app.db
        .insertInto('contact_requests')
        .values({
          ticket_key: newTicketKey('SUP'),
          company_code: session.companyCode,
          user_id: session.userId,
          customer_id: customerId,
          contract_id: contractId,
          subject: b.subject,
          description: b.description,
          mobile_phone: b.mobilephone,
        })
        .returning(['id', 'ticket_key'])
        .executeTakeFirstOrThrow();
      // The customer follows the support request among the practices (module prat).
      if (customerId !== null)
        await app.db
          .insertInto('customer_requests')
          .values({
            ticket_key: row.ticket_key,
            customer_id: customerId,
            contract_id: contractId,
            user_id: session.userId,
            request_type: 'Assistenza',
            phase_code: 'AS010',
            status: 'Aperto',
            payload: JSON.stringify({ subject: b.subject, message: b.description }),
          })
          .execute();
      reply.status(201);
      return { contactResponse: { requestId: row.id, ticketKey: row.ticket_key, message: CONTACT_ACK } };
    },
  );
};

export default contactApi;
