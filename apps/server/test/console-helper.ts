import { CONSOLE_BASE } from '@sportello/contract';
import { TOTP, Secret } from 'otpauth';
import { DEMO_OPERATORS } from '../src/services/console/demo';
import { DEMO_PASSWORD } from '../src/seed/demo-people';
import type { TestApp } from './helper';

/** The code an authenticator app shows now for a base32 TOTP secret. */
export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/**
 * Logs a demo operator in (its documented TOTP secret) and returns the operator session id. A
 * code is good once, so the operator's last accepted step is set back first: tests log the same
 * operator in several times within one 30-second step.
 */
export async function operatorLogin(t: TestApp, username: string): Promise<string> {
  const demo = DEMO_OPERATORS.find((op) => op.username === username);
  if (!demo) throw new Error(`no demo operator ${username}`);
  await t.db.updateTable('operators').set({ totp_last_step: 0 }).where('username', '=', username).execute();
  const res = await t.request('POST', `${CONSOLE_BASE}/sessions`, {
    body: { username, password: DEMO_PASSWORD, code: totpNow(demo.totpSecret) },
  });
  if (res.statusCode !== 201) throw new Error(`operator login ${username}: ${res.statusCode} ${res.body}`);
  return res.json().sessionId as string;
}

/** A console call with an operator session. */
export function consoleCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  path: string,
  session: string | null,
  body?: unknown,
  query?: Record<string, string>,
) {
  return t.request(method, `${CONSOLE_BASE}${path}`, {
    ...(session ? { headers: { 'x-operator-session': session } } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(query ? { query } : {}),
  });
}
