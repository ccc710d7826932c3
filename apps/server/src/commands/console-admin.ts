/**
 * The console's first admin (and any later one) from a terminal: an operator with the admin role
 * over every brand, created with a temporary password, a TOTP secret and ten recovery codes,
 * printed once. Reads the server's own settings (DATABASE_URL, or DATA_DIR for PGlite; CODE_PEPPER
 * seals the TOTP secret, so use the server's).
 *
 *   npm run console:admin -- create --username mario.rossi --name "Mario Rossi"
 *   npm run console:admin -- create --username ... --brands ast,sgr
 *   (in the image: node apps/server/dist/commands/console-admin.js create --username ...)
 *
 * Recorded in the audit log as done by `command`.
 */
import { COMPANY_CODES } from '@sportello/domain';
import { audit } from '../services/console/audit';
import { createOperator, unknownBrands, USERNAME_PATTERN } from '../services/console/operators';
import { optionReader, runAsCommand, UsageError, withServerDatabase } from './command-runtime';

const USAGE = [
  'Uso:',
  '  console:admin create --username <nome utente> --name "<nome e cognome>" [--brands <marchi>]',
  `      crea un amministratore della console (marchi tra ${COMPANY_CODES.join(', ')}, separati da virgole; tutti se omessi)`,
  '      e mostra una sola volta password temporanea, segreto TOTP e codici di recupero',
].join('\n');

export async function runConsoleAdmin(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [command, ...rest] = argv;
  const option = optionReader(rest);
  if (command !== 'create') throw new UsageError(USAGE);
  const username = option('--username')?.trim().toLowerCase();
  if (!username || !USERNAME_PATTERN.test(username))
    throw new UsageError(`Manca --username o non è valido (3-63 caratteri: a-z, 0-9, . _ -).\n${USAGE}`);
  const name = option('--name')?.trim() || username;
  const brands = (option('--brands') ?? COMPANY_CODES.join(','))
    .split(',')
    .map((b) => b.trim().toLowerCase())
    .filter(Boolean);
  if (brands.length === 0 || unknownBrands(brands).length > 0)
    throw new UsageError(`Marchi sconosciuti: ${unknownBrands(brands).join(', ') || '(nessuno)'}.\n${USAGE}`);
  return withServerDatabase(env, { migrate: true }, async (database, config) => {
    const created = await createOperator(database.db, config, { username, name, role: 'admin', brands });
    if (!created) throw new UsageError(`Esiste già un operatore «${username}».`);
    await audit(
      database.db,
      { kind: 'command' },
      {
        action: 'operator.create',
        targetType: 'operator',
        targetId: created.operator.id,
        after: created.operator,
      },
    );
    const { credentials } = created;
    return [
      `Amministratore «${username}» creato (marchi: ${brands.join(', ')}).`,
      'Copiare ora questi dati: non saranno più mostrati.',
      '',
      `Password temporanea: ${credentials.temporaryPassword}`,
      `Segreto TOTP:        ${credentials.totpSecret}`,
      `Indirizzo TOTP:      ${credentials.totpUri}`,
      'Codici di recupero (ciascuno buono una volta):',
      ...credentials.recoveryCodes.map((code) => `  ${code}`),
      '',
      `Console: ${config.PUBLIC_URL.replace(/\/+$/, '')}/console`,
    ].join('\n');
  });
}

runAsCommand('console-admin', runConsoleAdmin);
