import type { Db } from '../../db/index';
import { notifyUser } from './notifications';

/**
 * The one writer of the retailer's messages and proposals to its customers, for the integration
 * API (POST …/messages, …/proposals) and the operators' console alike: a message is a
 * notification for every user of each customer (its owner and accepted delegates), a proposal is
 * one per customer. Run inside the caller's transaction; the ids written come back, so a caller
 * may record what it sent (the console's sends).
 */

export interface CustomerRef {
  id: number;
  key: string;
}

export async function writeMessages(
  db: Db,
  customers: readonly CustomerRef[],
  message: { typeCode: string; subject: string; message: string },
): Promise<{ notificationIds: number[]; customersWithoutUsers: string[] }> {
  const withUsers = new Set<number>();
  const notificationIds: number[] = [];
  for (let i = 0; i < customers.length; i += 1000) {
    const links = await db
      .selectFrom('user_customers')
      .select(['user_id', 'customer_id'])
      .where(
        'customer_id',
        'in',
        customers.slice(i, i + 1000).map((c) => c.id),
      )
      .where('status', '=', 'accepted')
      .orderBy('customer_id')
      .orderBy('user_id')
      .execute();
    for (const link of links) {
      notificationIds.push(
        await notifyUser(db, {
          userId: link.user_id,
          customerId: link.customer_id,
          typeCode: message.typeCode,
          subject: message.subject,
          message: message.message,
        }),
      );
      withUsers.add(link.customer_id);
    }
  }
  return {
    notificationIds,
    customersWithoutUsers: customers.filter((c) => !withUsers.has(c.id)).map((c) => c.key),
  };
}

export async function writeProposals(
  db: Db,
  customers: readonly CustomerRef[],
  proposal: {
    title: string;
    description: string;
    offerCode?: string | null;
    startDate?: string | Date | null;
    endDate?: string | Date | null;
  },
): Promise<{ proposalIds: number[] }> {
  const proposalIds: number[] = [];
  for (let i = 0; i < customers.length; i += 1000) {
    const rows = await db
      .insertInto('proposals')
      .values(
        customers.slice(i, i + 1000).map((c) => ({
          customer_id: c.id,
          title: proposal.title,
          description: proposal.description,
          offer_code: proposal.offerCode ?? null,
          start_date: proposal.startDate ?? new Date(),
          end_date: proposal.endDate ?? null,
        })),
      )
      .returning('id')
      .execute();
    proposalIds.push(...rows.map((r) => r.id));
  }
  return { proposalIds };
}
