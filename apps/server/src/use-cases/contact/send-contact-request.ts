import type { contactRequestSchema, contactResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { contractForKey, customerIdForKey } from '../../services/access';
import { contactThrottleRules, takeAttempt } from '../../services/core/throttle';
import { newTicketKey } from '../../services/erp/requests';
import {
  INTEGRATION_EVENT_TYPES,
  recordIntegrationEvent,
  recordRequestCreated,
} from '../../services/integration/requests/events';
import type { Deps, NamedInput, UserActor } from '../context';

export const CONTACT_ACK = 'Richiesta inviata! Ti risponderemo al più presto.';

export type ContactInput = NamedInput<typeof contactRequestSchema, 'contactRequest'>;

/**
 * Stores a support request from the contact form (spec section 3 "Contact request payload"),
 * about one of the user's customers or contracts, or none; with a customer, the request is also
 * followed among its practices (module prat).
 */
export async function sendContactRequest(
  { db, config }: Deps,
  actor: UserActor,
  input: ContactInput,
): Promise<z.output<typeof contactResponseSchema>> {
  const { session } = actor;
  if (input.company && input.company !== session.companyCode)
    throw badRequest('Società non valida per questa sessione', { company: 'Società non valida' });
  // Counted per client address (CONTACT_IP_MAX an hour, then 429), before anything is checked.
  await takeAttempt(db, contactThrottleRules(config, actor.ip));
  // Filed in the customer's name: as for the information request, a delegate's scope never
  // allows it (403 scope_forbidden), only the owner's (or agency's).
  let customerId = input.customer ? await customerIdForKey(db, session, input.customer.key, 'change') : null;
  let contractId: number | null = null;
  if (input.contract) {
    const contract = await contractForKey(db, session, input.contract.key, 'change');
    if (customerId !== null && contract.customer_id !== customerId)
      throw badRequest('Il contratto non appartiene al cliente indicato');
    customerId ??= contract.customer_id;
    contractId = contract.id;
  }
  // The contact request, its practice and the retailer's event, together or not at all.
  const row = await db.transaction().execute(async (tx) => {
    const contact = await tx
      .insertInto('contact_requests')
      .values({
        ticket_key: newTicketKey('SUP'),
        company_code: session.companyCode,
        user_id: actor.userId,
        customer_id: customerId,
        contract_id: contractId,
        subject: input.subject,
        description: input.description,
        mobile_phone: input.mobilephone,
      })
      .returning(['id', 'ticket_key'])
      .executeTakeFirstOrThrow();
    if (customerId === null) {
      // No customer, so no practice: the retailer still hears of it, by its ticket.
      await recordIntegrationEvent(tx, config, {
        type: INTEGRATION_EVENT_TYPES.requestCreated,
        customerCode: null,
        data: {
          requestId: null,
          ticketKey: contact.ticket_key,
          requestType: 'Assistenza',
          state: 'open',
          brand: session.companyCode,
          contactRequestId: contact.id,
          requestedByUserId: actor.userId,
          details: { subject: input.subject, message: input.description, mobilePhone: input.mobilephone },
        },
      });
      return contact;
    }
    const practice = await tx
      .insertInto('customer_requests')
      .values({
        ticket_key: contact.ticket_key,
        customer_id: customerId,
        contract_id: contractId,
        user_id: actor.userId,
        request_type: 'Assistenza',
        phase_code: 'AS010',
        status: 'Aperto',
        payload: JSON.stringify({
          subject: input.subject,
          message: input.description,
          mobilePhone: input.mobilephone,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordRequestCreated(tx, config, practice.id);
    return contact;
  });
  return { contactResponse: { requestId: row.id, ticketKey: row.ticket_key, message: CONTACT_ACK } };
}
