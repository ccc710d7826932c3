import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The outbox keeps no credential in clear (issue 18): a message's body (it may hold a one-time
 * code or a link with its hash) and its secret meta (otpCode, hashCode, linkUrl) are stored sealed
 * with AES-256-GCM under a key derived with HKDF from CODE_PEPPER (a secret kept outside the
 * database) with its own info label, so a copy of the database alone reads none of them, whatever
 * the row's status (queued, failed, logged). The row's channel and recipient are the additional
 * data: a sealed body moved to another row does not open. A delivered row is further redacted
 * (messenger.ts). Demo mode's /dev/outbox opens the rows for people and end-to-end tests.
 */

const PREFIX = 'sealed:v1:';
const HKDF_SALT = 'sportello-outbox';
const HKDF_INFO = 'sportello/outbox-content/aes-256-gcm/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Secrets a message may carry in its meta (one-time codes, link credentials). */
export const SECRET_META = ['otpCode', 'hashCode', 'linkUrl'];

export type OutboxKey = Buffer;

/** The outbox key, derived from the code pepper (never the pepper itself). */
export function outboxKey(pepper: string): OutboxKey {
  return Buffer.from(hkdfSync('sha256', pepper, HKDF_SALT, HKDF_INFO, 32));
}

export function seal(key: OutboxKey, plaintext: string, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** The plain text of a sealed value; a value not sealed (older rows, redacted ones) as it is. */
export function unseal(key: OutboxKey, value: string, aad: string): string {
  if (!isSealed(value)) return value;
  const raw = Buffer.from(value.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** A meta without its secrets (a push's link keeps its id, never its hash code). */
export function publicMeta(meta: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(meta)
      .filter(([key]) => !SECRET_META.includes(key))
      .map(([key, value]) =>
        key === 'link' && value && typeof value === 'object'
          ? [key, Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_META.includes(k)))]
          : [key, value],
      ),
  );
}

interface Addressed {
  channel: string;
  recipient: string;
}

const aadOf = (row: Addressed) => `${row.channel}\n${row.recipient}`;

/**
 * What the outbox row stores of a message: the body sealed; the meta's public keys readable (the
 * workflow, the link id) and the whole meta sealed under `sealed`.
 */
export function sealContent(
  key: OutboxKey,
  message: Addressed & { body: string; meta?: Record<string, unknown> },
): { body: string; meta: string } {
  const meta = message.meta ?? {};
  const open = publicMeta(meta);
  const secret = JSON.stringify(meta) !== JSON.stringify(open);
  return {
    body: seal(key, message.body, aadOf(message)),
    meta: JSON.stringify(
      secret ? { ...open, sealed: seal(key, JSON.stringify(meta), aadOf(message)) } : open,
    ),
  };
}

/** A stored row's body and meta in clear (demo mode's /dev/outbox, tests). */
export function openContent(
  key: OutboxKey,
  row: Addressed & { body: string; meta: string },
): { body: string; meta: Record<string, unknown> } {
  const stored = JSON.parse(row.meta) as Record<string, unknown>;
  const { sealed, ...open } = stored;
  const meta =
    typeof sealed === 'string' && isSealed(sealed)
      ? (JSON.parse(unseal(key, sealed, aadOf(row))) as Record<string, unknown>)
      : open;
  return { body: unseal(key, row.body, aadOf(row)), meta };
}

/** Another field of a message sealed like its body (a mail's HTML part: it holds the same code or link). */
export function sealField(key: OutboxKey, row: Addressed, value: string): string {
  return seal(key, value, aadOf(row));
}

/** A field sealed by `sealField`, in clear (a value not sealed as it is). */
export function openField(key: OutboxKey, row: Addressed, value: string): string {
  return unseal(key, value, aadOf(row));
}
