import { COMPANY_CODES } from '@sportello/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { OperatorRoleColumn } from '../../db/tables/console';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { createOperator } from './operators';

/**
 * The demo operators (demo mode only, README): an admin and a supervisor of every brand and an
 * agent of `ast` alone, with the demo password and fixed TOTP secrets published in the README (an
 * authenticator app, or the e2e tests, compute their codes). Production has none.
 */
export const DEMO_OPERATORS: readonly {
  username: string;
  name: string;
  role: OperatorRoleColumn;
  brands: readonly string[];
  totpSecret: string;
}[] = [
  {
    username: 'demo.admin',
    name: 'Amministratrice Demo',
    role: 'admin',
    brands: COMPANY_CODES,
    totpSecret: 'WU4SLQBZTKMTPEPE4I3KDNKH2E4R2WR6',
  },
  {
    username: 'demo.supervisore',
    name: 'Supervisore Demo',
    role: 'supervisor',
    brands: COMPANY_CODES,
    totpSecret: 'BHMKSXG6G2X7XBUG723BE2XDUD24654U',
  },
  {
    username: 'demo.agente',
    name: 'Agente Demo (ast)',
    role: 'agent',
    brands: ['ast'],
    totpSecret: 'NTR5G2ZFXNJTYEUJCDBFG53EQ6LK5XZG',
  },
];

/** Seeds the demo operators that are missing (on every demo start; an existing one is left as it is). */
export async function seedDemoOperators(db: Db, config: Pick<Config, 'MODE'> & { CODE_PEPPER?: string }) {
  if (config.MODE !== 'demo') return;
  const existing = new Set(
    (await db.selectFrom('operators').select('username').execute()).map((row) => row.username),
  );
  for (const demo of DEMO_OPERATORS) {
    if (existing.has(demo.username)) continue;
    await createOperator(db, config, {
      username: demo.username,
      name: demo.name,
      role: demo.role,
      brands: [...demo.brands],
      password: DEMO_PASSWORD,
      totpSecret: demo.totpSecret,
    });
  }
}
