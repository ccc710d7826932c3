import type { Notification } from '@sportello/contract';

/** A notification as the API answers it: unread, no acceptance needed, unless overridden. */
export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 11,
    subject: 'Benvenuto nell’area clienti',
    message: 'Da qui segui bollette, forniture e pratiche.',
    createdAt: '2026-03-02T09:00:00Z',
    customerId: 1,
    readTime: null,
    readingDate: null,
    acceptedTime: null,
    confirmationDate: null,
    toBeAccepted: false,
    pushId: null,
    mn_msg_id: null,
    notificationType: { code: 'INFO', description: 'Comunicazione', detail: null, acceptanceRequired: false },
    linkId: null,
    ...overrides,
  };
}
