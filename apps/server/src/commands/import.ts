/**
 * The retailer's files from a terminal (issue 20): against a running server with an integration
 * token, or straight into the database through the same use cases the API calls (no second
 * implementation), with a progress bar, a summary and exit code 1 when something was refused.
 *
 *   npm run import -- <customers|invoices|readings|consumption|prices> <file or folder>
 *       [--url http://localhost:8080] [--token <token>]   (env SPORTELLO_URL, SPORTELLO_TOKEN)
 *       [--database]                                       (the server's settings: DATABASE_URL or DATA_DIR)
 *   (in the image: node apps/server/dist/commands/import.js readings /data/letture.csv)
 *
 * A folder means every file of the kind in it (by extension), in name order.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { INTEGRATION_BASE, INTEGRATION_SCOPES } from '@sportello/contract/operation';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { HttpError } from '../errors';
import type { Deps, IntegrationActor } from '../use-cases/context';
import { getImportRun, workImportRun } from '../services/integration/import-runs';
import { importCustomers } from '../use-cases/integration/customers/import-customers';
import { importInvoices } from '../use-cases/integration/invoices/import-invoices';
import { importConsumption } from '../use-cases/integration/metering/import-consumption';
import { importReadings } from '../use-cases/integration/metering/import-readings';
import { importPrices } from '../use-cases/integration/prices/import-prices';

export class UsageError extends Error {}

/** One refused item of the summary: the file, its line (0 for the whole file), field and reason. */
export interface Refusal {
  file: string;
  line: number;
  field: string;
  message: string;
}

export interface ImportTotals {
  files: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  refusals: Refusal[];
}

/** What an answer of any kind says, in the summary's terms. */
type Answer = Record<string, unknown>;

interface Kind {
  /** The operation's path under the integration API. */
  path: string;
  /** The files of a folder this kind takes. */
  files: RegExp;
  contentType: (file: string) => string;
  /** The same use case the route calls, for --database. */
  run: (deps: Deps, actor: IntegrationActor, file: string, bytes: Readable) => Promise<Answer>;
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const byExtension = (file: string) =>
  ({ '.zip': 'application/zip', '.p7m': 'application/pkcs7-mime', '.xml': 'application/xml' })[
    extname(file).toLowerCase()
  ] ?? 'application/xml';

/** The kinds of file, each with its route and its use case (one table: add a kind here). */
export const KINDS: Record<string, Kind> = {
  customers: {
    path: '/customers',
    files: /\.(ndjson|jsonl|json)$/i,
    contentType: () => 'application/x-ndjson',
    run: async (deps, actor, _file, bytes) => {
      const { accepted, job } = await importCustomers(deps, actor, bytes);
      // A large file is a job for the server's runner: here the command works it itself.
      if (accepted) await workImportRun(deps.db, job.jobId);
      return { job: await getImportRun(deps.db, job.jobId, { skip: 0, take: 1000 }) };
    },
  },
  invoices: {
    path: '/invoices',
    files: /\.(xml|p7m|zip)$/i,
    contentType: byExtension,
    run: async (deps, actor, _file, bytes) =>
      (await importInvoices(deps, actor, { body: await bufferOf(bytes) })) as unknown as Answer,
  },
  readings: {
    path: '/readings',
    files: /\.(csv|txt)$/i,
    contentType: () => 'text/csv',
    run: async (deps, actor, _file, bytes) =>
      (await importReadings(deps, actor, { source: bytes })) as unknown as Answer,
  },
  consumption: {
    path: '/consumption',
    files: /\.(csv|txt)$/i,
    contentType: () => 'text/csv',
    run: async (deps, actor, _file, bytes) =>
      (await importConsumption(deps, actor, { source: bytes })) as unknown as Answer,
  },
  prices: {
    path: '/prices',
    files: /\.(xml|zip)$/i,
    contentType: byExtension,
    run: async (deps, actor, _file, bytes) =>
      (await importPrices(deps, actor, { body: await bufferOf(bytes) })) as unknown as Answer,
  },
};

const USAGE = [
  'Uso:',
  `  import <${Object.keys(KINDS).join('|')}> <file o cartella> [--url URL] [--token TOKEN] [--database]`,
  '',
  '  --url       il server (predefinito SPORTELLO_URL o http://localhost:8080)',
  '  --token     il token d’integrazione (predefinito SPORTELLO_TOKEN)',
  '  --database  scrive direttamente nel database (DATABASE_URL o DATA_DIR del server)',
].join('\n');

/** The command line's own actor for --database: every scope, named in the logs. */
export const COMMAND_ACTOR: IntegrationActor = {
  kind: 'integration',
  tokenName: 'riga-di-comando',
  tokenId: 0,
  scopes: [...INTEGRATION_SCOPES],
};

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** An answer of any kind into the summary (line refusals, refused documents, a job's refusals). */
export function addAnswer(totals: ImportTotals, file: string, answer: Answer): void {
  const job = (answer.job as Answer | undefined) ?? answer;
  totals.created += num(job.created);
  totals.updated += num(job.updated);
  totals.unchanged += num(job.unchanged);
  totals.refused += num(job.refused);
  const lines = (job.errors ?? job.refusals ?? []) as {
    line: number;
    field: string;
    message: string;
    file?: string;
  }[];
  for (const e of lines)
    totals.refusals.push({
      file: e.file ? `${file}:${e.file}` : file,
      line: e.line,
      field: e.field,
      message: e.message,
    });
  for (const d of (job.documents ?? []) as {
    file: string;
    status: string;
    error?: { code: string; message: string };
  }[])
    if (d.status === 'refused' && d.error)
      totals.refusals.push({
        file: `${file}:${d.file}`,
        line: 0,
        field: d.error.code,
        message: d.error.message,
      });
}

/** The files to import: the one given, or every file of the kind in the folder, in name order. */
export function filesOf(target: string, kind: Kind): string[] {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    throw new UsageError(`File o cartella non trovati: ${target}`);
  }
  if (!stat.isDirectory()) return [target];
  const files = readdirSync(target)
    .filter((name) => kind.files.test(name))
    .sort()
    .map((name) => join(target, name));
  if (files.length === 0)
    throw new UsageError(`Nessun file da importare in ${target} (${kind.files.source})`);
  return files;
}

/** Progress on stderr: a bar on a terminal, a plain line every quarter otherwise. */
export function progressReporter(stream: NodeJS.WriteStream | NodeJS.WritableStream = process.stderr) {
  const tty = 'isTTY' in stream && stream.isTTY;
  const width = 30;
  let lastQuarter = -1;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return {
    update(file: string, done: number, total: number) {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      if (tty) {
        const full = Math.round(ratio * width);
        stream.write(
          `\r[${'█'.repeat(full)}${'░'.repeat(width - full)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${basename(file)} (${mb(done)} di ${mb(total)})`,
        );
      } else {
        const quarter = Math.floor(ratio * 4);
        if (quarter !== lastQuarter) {
          lastQuarter = quarter;
          stream.write(`${basename(file)}: ${quarter * 25}%\n`);
        }
      }
    },
    end() {
      if (tty) stream.write('\n');
      lastQuarter = -1;
    },
  };
}

/** The file as a stream that counts its bytes for the progress bar. */
function countedStream(file: string, onBytes: (n: number) => void): Readable {
  let read = 0;
  const counter = new PassThrough();
  counter.on('data', (chunk: Buffer) => {
    read += chunk.length;
    onBytes(read);
  });
  return createReadStream(file).pipe(counter);
}

/** The use cases' logger on a terminal: warnings and errors only. */
function quietLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  const line = (level: string) => (object: unknown, message?: string) =>
    console.error(
      `[${level}] ${message ?? ''} ${typeof object === 'string' ? object : JSON.stringify(object)}`,
    );
  const logger = {
    level: 'warn',
    fatal: line('fatal'),
    error: line('error'),
    warn: line('warn'),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  progress?: ReturnType<typeof progressReporter>;
  fetch?: typeof fetch;
}

/** Imports the files; resolves with the totals (the caller prints them and sets the exit code). */
export async function runImport(argv: readonly string[], options: RunOptions = {}): Promise<ImportTotals> {
  const env = options.env ?? process.env;
  const progress = options.progress ?? progressReporter();
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--database') flags.set('database', true);
    else if (arg === '--url' || arg === '--token') {
      const value = argv[++i];
      if (!value) throw new UsageError(`${arg} senza valore\n\n${USAGE}`);
      flags.set(arg.slice(2), value);
    } else if (arg.startsWith('--')) throw new UsageError(`Opzione sconosciuta: ${arg}\n\n${USAGE}`);
    else positional.push(arg);
  }
  const [kindName, target] = positional;
  const kind = kindName ? KINDS[kindName] : undefined;
  if (!kind || !target || positional.length > 2) throw new UsageError(USAGE);
  const files = filesOf(target, kind);
  const totals: ImportTotals = { files: 0, created: 0, updated: 0, unchanged: 0, refused: 0, refusals: [] };

  if (flags.get('database')) {
    const config = loadConfig(env);
    const database = await openDatabase(config);
    try {
      const deps = { db: database.db, config, log: quietLogger() } as unknown as Deps;
      for (const file of files) {
        const size = statSync(file).size;
        const bytes = countedStream(file, (n) => progress.update(file, n, size));
        try {
          addAnswer(totals, file, await kind.run(deps, COMMAND_ACTOR, file, bytes));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          totals.refused += 1;
          totals.refusals.push({ file, line: 0, field: 'file', message: error.message });
        } finally {
          progress.end();
        }
        totals.files += 1;
      }
    } finally {
      await database.close();
    }
    return totals;
  }

  const url = String(flags.get('url') ?? env.SPORTELLO_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const token = String(flags.get('token') ?? env.SPORTELLO_TOKEN ?? '');
  if (!token)
    throw new UsageError(
      `Manca il token: --token o SPORTELLO_TOKEN (npm run integration:token -- create)\n\n${USAGE}`,
    );
  const doFetch = options.fetch ?? fetch;
  // An upload the server took as a job (202, customers): its progress until done, then its outcome.
  const followJob = async (answer: Answer): Promise<Answer> => {
    let job = answer.job as Answer | undefined;
    if (!answer.accepted || !job) return answer;
    while (job.state !== 'done' && job.state !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const res = await doFetch(`${url}${INTEGRATION_BASE}/jobs/${String(job.jobId)}?refusalsTake=1000`, {
        headers: { authorization: `Bearer ${token}` },
      });
      job = (await res.json()) as Answer;
      progress.update(`lavoro ${String(job.jobId)}: ${String(job.linesRead)} righe`, 0, 0);
    }
    progress.end();
    if (job.state === 'failed') throw new UsageError(`Importazione interrotta: ${String(job.error)}`);
    return { job };
  };
  for (const file of files) {
    const size = statSync(file).size;
    const bytes = countedStream(file, (n) => progress.update(file, n, size));
    let res: Response;
    try {
      res = await doFetch(`${url}${INTEGRATION_BASE}${kind.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': kind.contentType(file) },
        body: Readable.toWeb(bytes) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
    } catch (error) {
      progress.end();
      throw new UsageError(`Server non raggiungibile su ${url}: ${(error as Error).message}`);
    }
    progress.end();
    const answer = (await res.json().catch(() => ({}))) as Answer;
    if (res.status === 401 || res.status === 403)
      throw new UsageError(
        `Token rifiutato (${res.status}): ${(answer.error as Answer | undefined)?.message ?? res.statusText}`,
      );
    if (res.ok) addAnswer(totals, file, await followJob(answer));
    else {
      totals.refused += 1;
      totals.refusals.push({
        file,
        line: 0,
        field: 'file',
        message: `${res.status}: ${(answer.error as Answer | undefined)?.message ?? res.statusText}`,
      });
    }
    totals.files += 1;
  }
  return totals;
}

/** The summary as printed: counts, then each refusal with its file, line, field and reason. */
export function summaryText(totals: ImportTotals, max = 200): string {
  const lines = [
    `File: ${totals.files}  creati: ${totals.created}  aggiornati: ${totals.updated}  invariati: ${totals.unchanged}  rifiutati: ${totals.refused}`,
  ];
  for (const r of totals.refusals.slice(0, max))
    lines.push(`  ${r.file}${r.line ? `:${r.line}` : ''} [${r.field}] ${r.message}`);
  if (totals.refusals.length > max) lines.push(`  … e altri ${totals.refusals.length - max} rifiuti`);
  if (totals.refused > totals.refusals.length)
    lines.push(
      `  (${totals.refused - totals.refusals.length} righe rifiutate oltre quelle elencate dal server)`,
    );
  return lines.join('\n');
}

// Run as a command (not when a test imports it).
if (process.argv[1] && /commands[/\\]import\.(ts|js)$/.test(process.argv[1])) {
  runImport(process.argv.slice(2)).then(
    (totals) => {
      console.log(summaryText(totals));
      process.exitCode = totals.refused > 0 ? 1 : 0;
    },
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
      else console.error(error);
      process.exitCode = 1;
    },
  );
}
