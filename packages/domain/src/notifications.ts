export interface NotificationLike {
  readTime?: string | null;
  readingDate?: string | null;
  acceptedTime?: string | null;
  confirmationDate?: string | null;
  notificationType?: { code?: string | null; acceptanceRequired?: boolean | null } | null;
}

function set(v: string | null | undefined): boolean {
  return v != null && v.trim() !== '';
}

/** Unread until a read date is set. */
export function isNotificationUnread(n: NotificationLike): boolean {
  return !set(n.readingDate) && !set(n.readTime);
}

/** Accepted once the confirmation is sent (confirmation date or accepted time set). */
export function isNotificationAccepted(n: NotificationLike): boolean {
  return set(n.confirmationDate) || set(n.acceptedTime);
}

/** Opens the blocking acceptance dialog (backdrop cannot dismiss it). */
export function needsAcceptanceDialog(n: NotificationLike): boolean {
  return n.notificationType?.acceptanceRequired === true && !isNotificationAccepted(n);
}

/**
 * The notification type a retailer's operator sends when the customer must accept before going on
 * (the console's "acceptance required"): the portal blocks the next visit on it until accepted.
 * Other acceptance-required types (contract-terms) ask for the confirmation only when opened.
 */
export const BLOCKING_NOTIFICATION_TYPE = 'mandatory';

/** A message that blocks the customer's visit until accepted. */
export function blocksVisit(n: NotificationLike): boolean {
  return n.notificationType?.code === BLOCKING_NOTIFICATION_TYPE && needsAcceptanceDialog(n);
}

export function countUnread(list: readonly NotificationLike[]): number {
  return list.filter(isNotificationUnread).length;
}
