/**
 * What the terminal commands (console-admin, integration-token, dead-letters) share: a refusal of
 * the command line, reading `--name value` (or `--name=value`), the server's database opened on its
 * own settings and closed after, and running as a command only when started as one.
 */
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/index';
import { migrate } from '../db/migrate';

/** A command line the command refuses: its message (often with the usage) is all that is printed. */
export class UsageError extends Error {}

/** The value of an option among the arguments: `--name value` or `--name=value`, undefined if absent. */
export function optionReader(args: readonly string[]): (name: string) => string | undefined {
  return (name) => {
    const i = args.indexOf(name);
    if (i >= 0) return args[i + 1];
    return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
  };
}

/**
 * The server's database on the server's own settings (DATABASE_URL, or DATA_DIR for PGlite), for
 * one piece of work, closed after it. With `migrate`, a fresh database (a new installation) gets its
 * tables first, as the server would.
 */
export async function withServerDatabase<T>(
  env: NodeJS.ProcessEnv,
  options: { migrate: boolean },
  work: (database: DatabaseHandle, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    if (options.migrate) await database.withStartupLock(() => migrate(database));
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/**
 * Runs the command when this process was started as it (`fileName`.ts or .js), not when a test
 * imports it: its output on stdout; a refusal's or a bad setting's message (or `explain`'s words
 * for a known failure) on stderr, any other error in full; exit code 1 on failure.
 */
export function runAsCommand(
  fileName: string,
  run: (argv: readonly string[]) => Promise<string>,
  explain: (error: unknown) => string | undefined = () => undefined,
): void {
  const script = process.argv[1];
  if (!script || !(script.endsWith(`${fileName}.ts`) || script.endsWith(`${fileName}.js`))) return;
  run(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
      else console.error(explain(error) ?? error);
      process.exitCode = 1;
    },
  );
}
