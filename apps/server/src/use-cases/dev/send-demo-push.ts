import type { sendDemoPushRequestSchema, sendDemoPushResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { LINK_MODULES } from '@sportello/domain';
import { notFound } from '../../errors';
import { createLink } from '../../services/core/links';
import { notifyUser } from '../../services/core/notifications';
import { pushToUser } from '../../services/core/push';
import type { Deps, NamedInput } from '../context';
import { assertDemoMode } from './demo-only';

export type DemoPushInput = NamedInput<typeof sendDemoPushRequestSchema, 'sendDemoPushRequest'>;

/**
 * Creates a message (notification) for a demo user with its message link (module 4, valid a
 * week) and sends it as a push to the user's registered devices, if the user wants service
 * notifications. The notification goes to the user's first accepted customer, if any. An unknown
 * user of the company: 404 "Utente demo non trovato". Demo mode only.
 */
export async function sendDemoPush(
  deps: Deps,
  input: DemoPushInput,
): Promise<z.output<typeof sendDemoPushResponseSchema>> {
  assertDemoMode(deps);
  const { db, messenger } = deps;
  const { username, company, subject, message } = input;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('company_code', '=', company)
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) throw notFound('Utente demo non trovato');
  const owned = await db
    .selectFrom('user_customers')
    .select('customer_id')
    .where('user_id', '=', user.id)
    .where('status', '=', 'accepted')
    .orderBy('customer_id')
    .executeTakeFirst();
  const customerId = owned?.customer_id ?? null;
  const sent = await db.transaction().execute(async (tx) => {
    const notificationId = await notifyUser(tx, {
      userId: user.id,
      customerId,
      typeCode: 'info',
      subject,
      message,
    });
    const link = await createLink(tx, {
      companyCode: company,
      moduleId: LINK_MODULES.message,
      entityKey: String(notificationId),
      customerId,
      userId: user.id,
      ttlMinutes: 7 * 24 * 60,
    });
    await tx
      .updateTable('notifications')
      .set({ link_id: link.id })
      .where('id', '=', notificationId)
      .execute();
    return { notificationId, link };
  });
  const devices = await pushToUser(db, messenger, {
    userId: user.id,
    companyCode: company,
    kind: 'tech',
    title: subject,
    body: message,
    payload: {
      mn_message_id: `mn-${sent.notificationId}`,
      link: { id: sent.link.id },
      notification: { id: sent.notificationId },
      ...(customerId !== null ? { customer: { id: customerId } } : {}),
    },
  });
  return {
    sendDemoPushResponse: { notificationId: sent.notificationId, linkId: sent.link.id, devices },
  };
}
