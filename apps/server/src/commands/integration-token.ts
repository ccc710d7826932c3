/**
 * The integration API's tokens from a terminal (the retailer's ERP, billing and metering systems
 * call `/services/rest/integration/v1` with one). Reads the server's own settings (DATABASE_URL,
 * or DATA_DIR for PGlite).
 *
 *   npm run integration:token -- create --name erp --scopes import,requests
 *   npm run integration:token -- list
 *   npm run integration:token -- revoke erp
 *   (in the image: node apps/server/dist/commands/integration-token.js list)
 *
 * `create` prints the token once: only its SHA-256 is kept, so a lost token is revoked and
 * replaced, never shown again.
 */
import { INTEGRATION_SCOPES, type IntegrationScope } from '@sportello/contract/operation';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { migrate } from '../db/migrate';
import {
  createIntegrationToken,
  listIntegrationTokens,
  parseScopes,
  revokeIntegrationToken,
} from '../services/integration/tokens';

const USAGE = [
  'Uso:',
  `  integration:token create --name <nome> --scopes <ambiti>   crea un token (ambiti tra ${INTEGRATION_SCOPES.join(', ')}, separati da virgole) e lo mostra una sola volta`,
  '  integration:token list                                     i token: nome, ambiti, creato, ultimo uso, revocato',
  '  integration:token revoke <nome>                            revoca un token: dalla chiamata seguente risponde 401',
].join('\n');

export class UsageError extends Error {}

const when = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '-');

export async function runIntegrationToken(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const i = rest.indexOf(name);
    if (i >= 0) return rest[i + 1];
    return rest.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  if (command !== 'create' && command !== 'list' && command !== 'revoke') throw new UsageError(USAGE);
  let create: { name: string; scopes: IntegrationScope[] } | undefined;
  if (command === 'create') {
    const name = option('--name');
    const scopes = parseScopes(option('--scopes') ?? '');
    if (!name) throw new UsageError(`Manca --name.\n${USAGE}`);
    if (typeof scopes === 'string') throw new UsageError(`${scopes}\n${USAGE}`);
    create = { name, scopes };
  }
  if (command === 'revoke' && !rest[0])
    throw new UsageError(`Manca il nome del token da revocare.\n${USAGE}`);
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    // A fresh database (a new installation) gets its tables first, as the server would.
    await database.withStartupLock(() => migrate(database));
    const db = database.db;
    if (create) {
      const created = await createIntegrationToken(db, create.name, create.scopes);
      if ('refused' in created) throw new UsageError(created.refused);
      return [
        `Token «${created.record.name}» creato (ambiti: ${created.record.scopes.join(', ')}).`,
        'Copiarlo ora: non sarà più mostrato (se ne conserva solo l’impronta SHA-256).',
        '',
        created.token,
        '',
        `Uso: curl -H "Authorization: Bearer <token>" ${config.PUBLIC_URL.replace(/\/+$/, '')}/services/rest/integration/v1/token`,
      ].join('\n');
    }
    if (command === 'revoke') {
      const name = rest[0]!;
      if (!(await revokeIntegrationToken(db, name)))
        throw new UsageError(`Nessun token attivo di nome «${name}» (inesistente o già revocato).`);
      return `Token «${name}» revocato: dalla chiamata seguente risponde 401.`;
    }
    const tokens = await listIntegrationTokens(db);
    if (tokens.length === 0) return 'Nessun token di integrazione.';
    return [
      'nome\tambiti\tcreato\tultimo uso\trevocato',
      ...tokens.map((t) =>
        [t.name, t.scopes.join(','), when(t.createdAt), when(t.lastUsedAt), when(t.revokedAt)].join('\t'),
      ),
    ].join('\n');
  } finally {
    await database.close();
  }
}

// Run as a command (not when a test imports it).
if (process.argv[1] && /integration-token\.(ts|js)$/.test(process.argv[1])) {
  runIntegrationToken(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
      else console.error(error);
      process.exitCode = 1;
    },
  );
}
