/**
 * The dead letters from a terminal, for the operations team at night (the operators' console
 * will show the same use cases): `list` the messages that failed every attempt, `resend <jobId>`
 * one of them. Reads the server's own settings (DATABASE_URL, or DATA_DIR for PGlite).
 *
 *   npm run dead-letters -- list [--limit 50] [--before <jobId>]
 *   npm run dead-letters -- resend <jobId>
 *   (in the image: node apps/server/dist/commands/dead-letters.js list)
 */
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../errors';
import { listDeadLetters } from '../use-cases/operations/list-dead-letters';
import { resendDeadLetter } from '../use-cases/operations/resend-dead-letter';
import { optionReader, runAsCommand, UsageError, withServerDatabase } from './command-runtime';

const USAGE = [
  'Uso:',
  '  dead-letters list [--limit N] [--before <jobId>]   i messaggi non consegnati dopo tutti i tentativi',
  '  dead-letters resend <jobId>                        rimette in coda un messaggio non consegnato',
].join('\n');

/** The use cases' logger, as plain lines on the terminal. */
function consoleLogger(): FastifyBaseLogger {
  const line = (level: string) => (object: unknown, message?: string) =>
    console.error(
      `[${level}] ${message ?? ''} ${typeof object === 'string' ? object : JSON.stringify(object)}`,
    );
  const logger = {
    level: 'info',
    fatal: line('fatal'),
    error: line('error'),
    warn: line('warn'),
    info: line('info'),
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/** A positive whole number from the command line, or a stop with the usage. */
function jobIdOf(value: string | undefined, what: string): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n <= 0)
    throw new UsageError(`${what} non valido: ${value ?? '(mancante)'}`);
  return n;
}

export async function runDeadLetters(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [command, ...rest] = argv;
  const option = optionReader(rest);
  if (command !== 'list' && command !== 'resend') throw new UsageError(USAGE);
  return withServerDatabase(env, { migrate: false }, async (database) => {
    const deps = { db: database.db, log: consoleLogger() };
    if (command === 'resend') {
      const jobId = jobIdOf(rest[0], 'Numero del lavoro');
      const { resent } = await resendDeadLetter(deps, { jobId });
      return `Lavoro ${resent.jobId} rimesso in coda${resent.outboxId ? ` (messaggio ${resent.outboxId})` : ''}: il primo server libero lo consegna.`;
    }
    const limit = option('--limit') ? jobIdOf(option('--limit'), 'Limite') : 50;
    const before = option('--before') ? jobIdOf(option('--before'), 'Lavoro di partenza') : undefined;
    const { deadLetters } = await listDeadLetters(deps, { limit, beforeId: before });
    if (deadLetters.length === 0) return 'Nessun messaggio non consegnato.';
    const rows = deadLetters.map((d) =>
      [
        String(d.jobId),
        d.deadAt ?? '',
        d.message ? `${d.message.channel} ${d.message.company ?? ''}`.trim() : d.kind,
        d.message?.to ?? (d.webhookEvent ? 'webhook del venditore' : ''),
        d.message?.subject ??
          (d.webhookEvent ? `evento ${d.webhookEvent.eventId} ${d.webhookEvent.type}` : ''),
        String(d.attempts),
        (d.lastError ?? '').slice(0, 80),
      ].join('\t'),
    );
    return ['lavoro\tmorto il\tcanale\tdestinatario\toggetto\ttentativi\tultimo errore', ...rows].join('\n');
  });
}

runAsCommand('dead-letters', runDeadLetters, (error) =>
  error instanceof HttpError && error.statusCode === 404
    ? 'Nessun messaggio non consegnato con quel numero (già rimesso in coda?).'
    : undefined,
);
