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
import {
  createIntegrationToken,
  listIntegrationTokens,
  parseScopes,
  revokeIntegrationToken,
} from '../services/integration/tokens';
import { optionReader, runAsCommand, UsageError, withServerDatabase } from './command-runtime';

const USAGE = [
  'Uso:',
  `  integration:token create --name <nome> --scopes <ambiti>   crea un token (ambiti tra ${INTEGRATION_SCOPES.join(', ')}, separati da virgole) e lo mostra una sola volta`,
  '  integration:token list                                     i token: nome, ambiti, creato, ultimo uso, revocato',
  '  integration:token revoke <nome>                            revoca un token: dalla chiamata seguente risponde 401',
].join('\n');

const when = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '-');

export async function runIntegrationToken(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [command, ...rest] = argv;
  const option = optionReader(rest);
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
  return withServerDatabase(env, { migrate: true }, async (database, config) => {
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
  });
}

runAsCommand('integration-token', runIntegrationToken);
