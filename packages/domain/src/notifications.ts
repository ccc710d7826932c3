export interface NotificationLike {
  readTime?: string | null;
  readingDate?: string | null;
  acceptedTime?: string | null;
  confirmationDate?: string | null;
  notificationType?: { acceptanceRequired?: boolean | null } | null;
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

export function countUnread(list: readonly NotificationLike[]): number {
  return list.filter(isNotificationUnread).length;
}
