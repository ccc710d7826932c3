import type { Messenger } from '../../adapters/messenger';
import type { Db } from '../../db/index';

/** Which of the user's preferences (/manage-push) a push falls under. */
export type PushKind = 'tech' | 'commercial';

/** The notification types that are commercial (offers); every other type is a service one. */
const COMMERCIAL_TYPES = new Set(['promo']);

export function pushKindOf(notificationTypeCode: string): PushKind {
  return COMMERCIAL_TYPES.has(notificationTypeCode) ? 'commercial' : 'tech';
}

export interface UserPush {
  userId: number;
  companyCode: string;
  kind: PushKind;
  title: string;
  body: string;
  /**
   * The tap's payload (spec section 3): mn_message_id, link {id}, notification {id}, customer {id}.
   * Never the link's hash code (issue 18): the app reads the link by id with its own logged-in
   * session. A `hashCode` given by an older caller is dropped here.
   */
  payload: {
    mn_message_id: string;
    link?: { id: number; hashCode?: string };
    notification: { id: number };
    customer?: { id: number };
  };
}

/**
 * Sends a notification's push to every device of the user, if the user wants pushes of its kind
 * (receiveTechNotifications for service notices, receiveCommercialNotifications for offers). The
 * notification itself stays in the app's messages either way. Answers how many devices it went to.
 */
export async function pushToUser(db: Db, messenger: Messenger, push: UserPush): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select(['receive_tech_notifications', 'receive_commercial_notifications'])
    .where('id', '=', push.userId)
    .executeTakeFirst();
  if (!user) return 0;
  const wanted =
    push.kind === 'commercial' ? user.receive_commercial_notifications : user.receive_tech_notifications;
  if (!wanted) return 0;
  const devices = await db
    .selectFrom('devices')
    .select('fb_push_id')
    .where('user_id', '=', push.userId)
    .orderBy('id')
    .execute();
  const { link, ...rest } = push.payload;
  const payload = link ? { ...rest, link: { id: link.id } } : rest;
  for (const d of devices) {
    await messenger.send(db, {
      channel: 'push',
      companyCode: push.companyCode,
      recipient: d.fb_push_id,
      subject: push.title,
      body: push.body,
      meta: payload,
    });
  }
  return devices.length;
}
