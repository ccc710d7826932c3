import type { sendMessagesRequestSchema, sendProposalsRequestSchema } from '@sportello/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/index';
import { notifyUser } from '../../../services/core/notifications';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

/** The customers of the codes (deduplicated), and the codes with none. */
async function customersOf(db: Db, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  const found = [];
  for (let i = 0; i < unique.length; i += 1000) {
    found.push(
      ...(await db
        .selectFrom('customers')
        .select(['id', 'key'])
        .where('key', 'in', unique.slice(i, i + 1000))
        .execute()),
    );
  }
  const known = new Set(found.map((c) => c.key));
  return { found, unknown: unique.filter((code) => !known.has(code)) };
}

/**
 * `POST …/messages`: a notification (the portal's messages) for every user of each customer —
 * its owner and its accepted delegates — in one transaction.
 */
export async function sendMessages(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: z.output<typeof sendMessagesRequestSchema>,
) {
  requireScope(actor, 'import');
  const { found, unknown } = await customersOf(deps.db, input.customerCodes);
  const withUsers = new Set<number>();
  let notifications = 0;
  await deps.db.transaction().execute(async (tx) => {
    for (let i = 0; i < found.length; i += 1000) {
      const links = await tx
        .selectFrom('user_customers')
        .select(['user_id', 'customer_id'])
        .where(
          'customer_id',
          'in',
          found.slice(i, i + 1000).map((c) => c.id),
        )
        .where('status', '=', 'accepted')
        .execute();
      for (const link of links) {
        await notifyUser(tx, {
          userId: link.user_id,
          customerId: link.customer_id,
          typeCode: input.type,
          subject: input.subject,
          message: input.message,
        });
        withUsers.add(link.customer_id);
        notifications += 1;
      }
    }
  });
  deps.log.info({ customers: found.length, notifications }, 'integration messages sent');
  return {
    customers: found.length,
    notifications,
    unknownCustomerCodes: unknown,
    customersWithoutUsers: found.filter((c) => !withUsers.has(c.id)).map((c) => c.key),
  };
}

/** `POST …/proposals`: one proposal per customer found, in one transaction. */
export async function sendProposals(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: z.output<typeof sendProposalsRequestSchema>,
) {
  requireScope(actor, 'import');
  const { found, unknown } = await customersOf(deps.db, input.customerCodes);
  await deps.db.transaction().execute(async (tx) => {
    for (let i = 0; i < found.length; i += 1000) {
      await tx
        .insertInto('proposals')
        .values(
          found.slice(i, i + 1000).map((c) => ({
            customer_id: c.id,
            title: input.title,
            description: input.description,
            offer_code: input.offerCode ?? null,
            start_date: input.startDate ?? new Date(),
            end_date: input.endDate ?? null,
          })),
        )
        .execute();
    }
  });
  deps.log.info({ proposals: found.length }, 'integration proposals sent');
  return { created: found.length, unknownCustomerCodes: unknown };
}
