import { createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../../config';
import { seal, unseal } from '../../adapters/outbox-seal';
import { codePepper } from '../core/ownership';

/**
 * The operators' secrets at rest: the TOTP secret sealed with AES-256-GCM (the outbox's seal,
 * adapters/outbox-seal.ts) under a key derived with HKDF from CODE_PEPPER with its own label, bound
 * to the operator's username; the recovery codes as HMAC-SHA256 under another key derived from the
 * same pepper. A copy of the database alone opens no second factor.
 */

type PepperConfig = Pick<Config, 'MODE'> & { CODE_PEPPER?: string };

const HKDF_SALT = 'sportello-operators';

function derive(config: PepperConfig, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', codePepper(config), HKDF_SALT, info, 32));
}

const totpAad = (username: string) => `operator-totp\n${username}`;

export function sealTotpSecret(config: PepperConfig, username: string, secret: string): string {
  return seal(derive(config, 'sportello/operator-totp/aes-256-gcm/v1'), secret, totpAad(username));
}

export function openTotpSecret(config: PepperConfig, username: string, sealed: string): string {
  return unseal(derive(config, 'sportello/operator-totp/aes-256-gcm/v1'), sealed, totpAad(username));
}

/** A new TOTP secret: 160 random bits, base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The TOTP of a secret: SHA-1, 6 digits, 30 s (every authenticator app's default). */
export function totpOf(secret: string, username = 'operatore'): TOTP {
  return new TOTP({
    issuer: 'Sportello console',
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` address of a secret (what a QR code of the authenticator app carries). */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/**
 * The time step of a code that matches now or one step either side (clock drift), or null. The
 * caller refuses a step not after the last one accepted (a code is good once).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

/** The digest a recovery code is kept as (its text normalised: uppercase, without dashes or spaces). */
export function recoveryCodeDigest(config: PepperConfig, code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHmac('sha256', derive(config, 'sportello/operator-recovery/hmac-sha256/v1'))
    .update(normal, 'utf8')
    .digest('hex');
}

/** Whether a typed code looks like a recovery code (XXXXX-XXXXX) rather than a TOTP code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Z2-9]{5}-?[A-Z2-9]{5}$/i.test(code.trim());
}

/** Letters and digits that are not mistaken for each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten recovery codes of 10 characters (≈ 49 bits each), as `XXXXX-XXXXX`. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]!).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A temporary password an admin hands over (shown once): 18 characters of letters, digits and a sign. */
export function newTemporaryPassword(): string {
  const base = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${base.slice(0, 8)}-${base.slice(8)}!7`;
}
