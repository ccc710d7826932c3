import { z } from 'zod';
import { PAGE_SIZES } from '@sportello/domain';
import { isRealCalendarDay, named, pagingQuery, queryBoolean, recordId } from './common';

// ---- notifications --------------------------------------------------------------------------

export const notificationTypeSchema = z.object({
  code: z.string(),
  description: z.string(),
  detail: z.string().nullable(),
  acceptanceRequired: z.boolean(),
});

export const notificationSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
    customerId: z.number().int().nullable(),
    /** When the user read it (null: unread). `readingDate` carries the same instant. */
    readTime: z.string().nullable(),
    readingDate: z.string().nullable(),
    /** When the user confirmed it (acceptance-required types). `confirmationDate` is the same. */
    acceptedTime: z.string().nullable(),
    confirmationDate: z.string().nullable(),
    /** True for an acceptance-required type not yet confirmed: the client blocks on it. */
    toBeAccepted: z.boolean(),
    pushId: z.string().nullable(),
    mn_msg_id: z.string().nullable(),
    notificationType: notificationTypeSchema,
    linkId: z.number().int().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const getNotificationsQuerySchema = z.object({
  ...pagingQuery(PAGE_SIZES.notifications),
  /** Only notifications still valid (not past their validity end). */
  activeOnly: queryBoolean.optional(),
});
export const getNotificationsResponseSchema = named(
  'getNotificationsResponse',
  z.object({
    notifications: z.array(notificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
    toBeAccepted: z.number().int(),
  }),
).meta({ id: 'GetNotificationsResponse' });
export const getNotificationResponseSchema = named('getNotificationResponse', notificationSchema).meta({
  id: 'GetNotificationResponse',
});

/** An instant; its day, when written as 'YYYY-MM-DD…', must exist (Date.parse rolls 30 February over). */
const instant = z
  .string()
  .max(40)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(v)) && (!/^\d{4}-\d{2}-\d{2}/.test(v) || isRealCalendarDay(v.slice(0, 10))),
    'Data non valida',
  );

/**
 * Marks a notification read (`readingDate`) or confirmed (`confirmationDate`, which also marks it
 * read) and records the push that delivered it. The server stores its own clock's instant.
 */
export const updateNotificationRequestSchema = named(
  'updateNotificationRequest',
  z
    .object({
      id: recordId(),
      readingDate: instant.optional(),
      confirmationDate: instant.optional(),
      pushId: z.string().trim().min(1).max(500).optional(),
      mn_msg_id: z.string().trim().min(1).max(200).optional(),
    })
    .refine(
      (v) =>
        v.readingDate !== undefined ||
        v.confirmationDate !== undefined ||
        v.pushId !== undefined ||
        v.mn_msg_id !== undefined,
      { message: 'Nessuna modifica richiesta per la notifica', path: ['readingDate'] },
    ),
).meta({ id: 'UpdateNotificationRequest' });
export const updateNotificationResponseSchema = named('updateNotificationResponse', notificationSchema).meta({
  id: 'UpdateNotificationResponse',
});

// ---- devices --------------------------------------------------------------------------------

/** A browser's Web Push keys (RFC 8291), base64url as `PushSubscription.toJSON().keys` gives them. */
export const webPushKeysSchema = z.object({
  /** The browser's P-256 public key: 65 bytes, 87 base64url characters. */
  p256dh: z
    .string({ error: 'Chiave della sottoscrizione push mancante' })
    .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'Chiave della sottoscrizione push non valida'),
  /** The authentication secret: 16 bytes, 22 base64url characters. */
  auth: z
    .string({ error: 'Segreto della sottoscrizione push mancante' })
    .regex(/^[A-Za-z0-9_-]{22}={0,2}$/, 'Segreto della sottoscrizione push non valido'),
});

export const registerDeviceRequestSchema = named(
  'registerDeviceRequest',
  z
    .object({
      /** The FCM/APNs token on the app; on the web, the Web Push subscription's endpoint. */
      fbPushId: z
        .string({ error: 'Identificativo push mancante' })
        .trim()
        .min(10, 'Identificativo push non valido')
        .max(500, 'Identificativo push non valido'),
      platform: z.enum(['ios', 'android', 'web']).optional(),
      /** Web Push only (platform web): the subscription's keys. */
      webPush: webPushKeysSchema.optional(),
    })
    .refine((v) => (v.platform === 'web') === (v.webPush !== undefined), {
      message: 'Le chiavi della sottoscrizione push servono solo, e sempre, per il browser (platform web)',
      path: ['webPush'],
    })
    .refine((v) => v.platform !== 'web' || /^https:\/\/[^\s/]+\/\S*$/.test(v.fbPushId), {
      message: 'Indirizzo della sottoscrizione push non valido',
      path: ['fbPushId'],
    }),
).meta({ id: 'RegisterDeviceRequest' });
export const registerDeviceResponseSchema = named(
  'registerDeviceResponse',
  z.object({ success: z.literal(true), id: z.number().int() }),
).meta({ id: 'RegisterDeviceResponse' });

/** The server's VAPID public key, for `PushManager.subscribe({ applicationServerKey })`. */
export const getWebPushKeyResponseSchema = named(
  'getWebPushKeyResponse',
  z.object({ publicKey: z.string() }),
).meta({ id: 'GetWebPushKeyResponse' });

/** Logout on a device: its push id stops receiving the user's pushes. */
export const unregisterDeviceRequestSchema = named(
  'unregisterDeviceRequest',
  z.object({
    fbPushId: z
      .string({ error: 'Identificativo push mancante' })
      .trim()
      .min(10, 'Identificativo push non valido')
      .max(500, 'Identificativo push non valido'),
  }),
).meta({ id: 'UnregisterDeviceRequest' });
export const unregisterDeviceResponseSchema = named(
  'unregisterDeviceResponse',
  z.object({ success: z.literal(true), removed: z.boolean() }),
).meta({ id: 'UnregisterDeviceResponse' });

// ---- links ----------------------------------------------------------------------------------

export const linkQuerySchema = z.object({
  /** Without it, only the logged-in user a push's link was sent to reads it (issue 18). */
  hashCode: z
    .string({ error: 'Link non valido' })
    .min(1, 'Link non valido')
    .max(200, 'Link non valido')
    .optional(),
});

export const linkSchema = z
  .object({
    id: z.number().int(),
    /** 1 invoice, 4 message, 5 password (create if firstAccess, else reset), 6 workflow survey, 7 self-reading, 8 proposal, 9 pun. */
    module: z.object({ id: z.number().int() }),
    entityKey: z.string().nullable(),
    /** JSON text: userId, firstAccess, surveyKind, contaFatture, listaFatture… */
    additionalParams: z.string(),
    item: z.object({
      message: z.object({ id: z.number().int() }).optional(),
      supply: z
        .object({ id: z.number().int(), contract: z.object({ customerId: z.number().int() }) })
        .optional(),
      proposal: z.object({ id: z.number().int() }).optional(),
      invoice: z.object({ key: z.string() }).optional(),
      workflow: z.object({ id: z.string() }).optional(),
    }),
    customerId: z.number().int().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Link' });
export type Link = z.infer<typeof linkSchema>;
export const getLinkResponseSchema = named('getLinkResponse', linkSchema).meta({ id: 'GetLinkResponse' });

// ---- configuration --------------------------------------------------------------------------

export const confPropertiesQuerySchema = z.object({
  propertyName: z.string().trim().min(1).max(100).optional(),
});
export const confPropertySchema = z.object({ propertyName: z.string(), value: z.string() });
export const getConfPropertiesResponseSchema = named(
  'getConfPropertiesResponse',
  z.object({ success: z.literal(true), items: z.array(confPropertySchema) }),
).meta({ id: 'GetConfPropertiesResponse' });

/** The brand's customer service as the portal shows it: the registry's, or the console's override. */
export const helpContactsSchema = z
  .object({
    phone: z.string(),
    hours: z.string(),
    email: z.string(),
    supportUrl: z.string(),
    helpPageUrl: z.string(),
  })
  .meta({ id: 'HelpContacts' });
export type HelpContacts = z.infer<typeof helpContactsSchema>;
export const getHelpContactsResponseSchema = named(
  'getHelpContactsResponse',
  helpContactsSchema.extend({ success: z.literal(true) }),
).meta({ id: 'GetHelpContactsResponse' });

// ---- outbox (demo mode only, /dev/outbox) ---------------------------------------------------

export const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  channel: z.enum(['mail', 'sms', 'push']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(['mail', 'sms', 'push']),
    company: z.string().nullable(),
    to: z.string(),
    subject: z.string().nullable(),
    /** The text: a mail's plain-text part, the SMS, the push's body. */
    body: z.string(),
    /** The sender as it went out: a mail's `"Brand" <address>` (or MAIL_FROM), an SMS's SMS_SENDER; null for pushes. */
    from: z.string().nullable().optional(),
    /** A mail's HTML part, in its brand's frame; absent for SMS, pushes and delivered mail. */
    html: z.string().nullable().optional(),
    /** e.g. otpCode, linkUrl, linkId, hashCode, workflowId. */
    meta: z.record(z.string(), z.unknown()),
    status: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z
  .object({ messages: z.array(outboxMessageSchema) })
  .meta({ id: 'OutboxResponse' });

/** Demo mode: a message for a demo user, pushed to its devices (POST /dev/push). */
export const sendDemoPushRequestSchema = named(
  'sendDemoPushRequest',
  z.object({
    username: z.string({ error: 'Nome utente mancante' }).trim().min(1, 'Nome utente mancante').max(100),
    company: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{3}$/, 'Società non valida')
      .default('ast'),
    subject: z.string().trim().min(1, 'Oggetto mancante').max(120).default('Nuovo messaggio'),
    message: z
      .string()
      .trim()
      .min(1, 'Testo mancante')
      .max(1000)
      .default('Hai un nuovo messaggio nella tua area clienti.'),
  }),
);
export const sendDemoPushResponseSchema = named(
  'sendDemoPushResponse',
  z.object({ notificationId: z.number().int(), linkId: z.number().int(), devices: z.number().int() }),
);
