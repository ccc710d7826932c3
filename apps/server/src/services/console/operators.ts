import { sql } from 'kysely';
import { COMPANY_CODES } from '@sportello/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { OperatorRoleColumn } from '../../db/tables/console';
import { hashPassword } from '../passwords';
import {
  newRecoveryCodes,
  newTemporaryPassword,
  newTotpSecret,
  recoveryCodeDigest,
  sealTotpSecret,
  totpUri,
} from './secrets';

type PepperConfig = Pick<Config, 'MODE'> & { CODE_PEPPER?: string };

/** An operator as the console shows it (never its hash or secret). */
export interface OperatorView {
  id: number;
  username: string;
  name: string;
  role: OperatorRoleColumn;
  brands: string[];
  createdAt: string;
  suspendedAt: string | null;
}

/** What an operator receives once, at creation or reset: never stored in clear, never shown again. */
export interface OperatorCredentials {
  temporaryPassword: string;
  totpSecret: string;
  totpUri: string;
  recoveryCodes: string[];
}

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,62}$/;

export const OPERATOR_MESSAGES = {
  usernameTaken: 'Esiste già un operatore con questo nome utente',
  unknownBrand: 'Marchio sconosciuto',
  notFound: 'Operatore non trovato',
} as const;

type OperatorRow = {
  id: number;
  username: string;
  name: string;
  role: OperatorRoleColumn;
  brands: string[];
  created_at: Date;
  suspended_at: Date | null;
};

export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    brands: row.brands,
    createdAt: new Date(row.created_at).toISOString(),
    suspendedAt: row.suspended_at ? new Date(row.suspended_at).toISOString() : null,
  };
}

const VIEW_COLUMNS = ['id', 'username', 'name', 'role', 'brands', 'created_at', 'suspended_at'] as const;

/** Brands unknown to the registry, if any (an operator reaches only real brands). */
export function unknownBrands(brands: readonly string[]): string[] {
  return brands.filter((b) => !(COMPANY_CODES as readonly string[]).includes(b));
}

async function storeRecoveryCodes(db: Db, config: PepperConfig, operatorId: number, codes: string[]) {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  await db
    .insertInto('operator_recovery_codes')
    .values(codes.map((code) => ({ operator_id: operatorId, code_digest: recoveryCodeDigest(config, code) })))
    .execute();
}

export interface NewOperator {
  username: string;
  name: string;
  role: OperatorRoleColumn;
  brands: string[];
  /** Given (the demo operators); otherwise a temporary one is made and returned. */
  password?: string;
  totpSecret?: string;
  recoveryCodes?: string[];
}

/** Creates an operator with its password, TOTP secret and recovery codes; null if the username is taken. */
export async function createOperator(
  db: Db,
  config: PepperConfig,
  input: NewOperator,
): Promise<{ operator: OperatorView; credentials: OperatorCredentials } | null> {
  const username = input.username.trim().toLowerCase();
  const password = input.password ?? newTemporaryPassword();
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const recoveryCodes = input.recoveryCodes ?? newRecoveryCodes();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('operators')
      .values({
        username,
        name: input.name.trim(),
        password_hash: passwordHash,
        totp_secret_sealed: sealTotpSecret(config, username, totpSecret),
        role: input.role,
        brands: [...new Set(input.brands)],
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(VIEW_COLUMNS)
      .executeTakeFirst();
    if (!row) return null;
    await storeRecoveryCodes(tx, config, row.id, recoveryCodes);
    return {
      operator: operatorView(row),
      credentials: {
        temporaryPassword: password,
        totpSecret,
        totpUri: totpUri(totpSecret, username),
        recoveryCodes,
      },
    };
  });
}

/**
 * New credentials for an operator (a lost phone, a forgotten password): a temporary password, a
 * new TOTP secret and new recovery codes; its sessions end. Null when there is no such operator.
 */
export async function resetOperatorCredentials(
  db: Db,
  config: PepperConfig,
  operatorId: number,
): Promise<{ operator: OperatorView; credentials: OperatorCredentials } | null> {
  const password = newTemporaryPassword();
  const totpSecret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('operators')
      .select('username')
      .where('id', '=', operatorId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const row = await tx
      .updateTable('operators')
      .set({
        password_hash: passwordHash,
        totp_secret_sealed: sealTotpSecret(config, current.username, totpSecret),
        totp_last_step: 0,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', operatorId)
      .returning(VIEW_COLUMNS)
      .executeTakeFirstOrThrow();
    await storeRecoveryCodes(tx, config, operatorId, recoveryCodes);
    await tx.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
    return {
      operator: operatorView(row),
      credentials: {
        temporaryPassword: password,
        totpSecret,
        totpUri: totpUri(totpSecret, current.username),
        recoveryCodes,
      },
    };
  });
}

export async function findOperatorView(db: Db, id: number): Promise<OperatorView | null> {
  const row = await db.selectFrom('operators').select(VIEW_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? operatorView(row) : null;
}

export async function listOperatorViews(db: Db): Promise<OperatorView[]> {
  const rows = await db.selectFrom('operators').select(VIEW_COLUMNS).orderBy('username').execute();
  return rows.map(operatorView);
}

/** Suspends (or, with `suspended: false`, reinstates) an operator; its sessions end (trigger of 0800). */
export async function setOperatorSuspended(
  db: Db,
  operatorId: number,
  suspended: boolean,
): Promise<OperatorView | null> {
  const row = await db
    .updateTable('operators')
    .set({
      suspended_at: suspended ? sql<string>`coalesce(suspended_at, now())` : null,
      updated_at: sql<string>`now()`,
    })
    .where('id', '=', operatorId)
    .returning(VIEW_COLUMNS)
    .executeTakeFirst();
  return row ? operatorView(row) : null;
}
