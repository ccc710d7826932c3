import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { sql } from 'kysely';
import type { ImportJob, LineRefusal } from '@sportello/contract';
import type { Db } from '../../db/index';
import { HttpError, notFound } from '../../errors';
import { enqueueJob } from '../jobs/queue';
import type { DeadJobHook, JobContext } from '../jobs/runner';

/**
 * Bulk uploads of the integration API (migration 0701): the body is streamed into chunks of about
 * 1 MiB of whole lines (never held whole), then worked a chunk at a time, in the request for a
 * small file or by the job runner (`integration.import`) for a large one, with its progress and
 * refused lines kept for `GET …/jobs/{id}`. A kind of import (customers; others may follow) says
 * how to apply a batch of lines.
 */

export const IMPORT_JOB = 'integration.import';
/** A chunk: whole lines, about this many bytes (one line longer than this is a chunk of its own). */
export const CHUNK_BYTES = 1 << 20;
/** A file larger than this is refused (413). */
export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
/** A file up to this many lines (and one chunk) is worked in the request (200); a larger one as a job (202). */
export const SYNC_MAX_LINES = 1000;
/** A line longer than this is refused unread. */
export const MAX_LINE_BYTES = 1 << 20;

export interface NumberedLine {
  /** From 1, counting every line of the file (blank ones too). */
  line: number;
  text: string;
}

export interface BatchOutcome {
  created: number;
  updated: number;
  refusals: LineRefusal[];
}

/** How a kind of import applies its lines: each line whole or not at all, never stopping the others. */
export interface ImportKind {
  /** Lines per batch (each batch in its own transactions). */
  batchSize: number;
  apply(db: Db, lines: readonly NumberedLine[]): Promise<BatchOutcome>;
}

const kinds = new Map<string, ImportKind>();

/** Registers a kind of import (at module load of its service). */
export function registerImportKind(name: string, kind: ImportKind): void {
  kinds.set(name, kind);
}

export async function createImportRun(db: Db, kind: string, tokenName: string): Promise<number> {
  const row = await db
    .insertInto('import_runs')
    .values({ kind, token_name: tokenName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Streams the body into the run's chunks; returns the number of lines and chunks. A body over
 * MAX_UPLOAD_BYTES is a 413 (the run and its chunks are deleted).
 */
export async function receiveUpload(
  db: Db,
  runId: number,
  body: Readable,
): Promise<{ lines: number; chunks: number; bytes: number }> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let pendingBytes = 0;
  let bytes = 0;
  let seq = 0;
  let nextLine = 1;
  const store = async (text: string) => {
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    // A NUL cannot be in a text column (nor in a JSON line or a CSV field): stored as U+FFFD, its
    // line is refused when worked, as any other unreadable line.
    const data = text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text;
    await db.insertInto('import_chunks').values({ run_id: runId, seq, first_line: nextLine, data }).execute();
    seq += 1;
    nextLine += lines;
  };
  try {
    for await (const piece of body) {
      const buffer = typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer);
      bytes += buffer.length;
      if (bytes > MAX_UPLOAD_BYTES)
        throw new HttpError(413, 'validation_error', 'File troppo grande: al più 2 GiB per invio');
      pending += decoder.write(buffer);
      pendingBytes += buffer.length;
      if (pendingBytes >= CHUNK_BYTES) {
        const cut = pending.lastIndexOf('\n');
        if (cut >= 0) {
          await store(pending.slice(0, cut + 1));
          pending = pending.slice(cut + 1);
          pendingBytes = Buffer.byteLength(pending);
        }
      }
    }
    pending += decoder.end();
    if (pending.length > 0) await store(pending);
  } catch (error) {
    await db.deleteFrom('import_runs').where('id', '=', runId).execute();
    throw error;
  }
  return { lines: nextLine - 1, chunks: seq, bytes };
}

/** Marks the run queued and enqueues its job. */
export async function enqueueImportRun(db: Db, runId: number): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ state: 'queued', updated_at: sql`now()` })
    .where('id', '=', runId)
    .execute();
  await enqueueJob(db, {
    kind: IMPORT_JOB,
    payload: { runId },
    maxAttempts: 5,
    singletonKey: `import:${runId}`,
  });
}

/** The lines of a chunk, numbered; blank lines are skipped (they still count for the numbering). */
export function linesOf(data: string, firstLine: number): NumberedLine[] {
  const out: NumberedLine[] = [];
  const parts = data.split('\n');
  if (parts[parts.length - 1] === '') parts.pop();
  for (const [i, raw] of parts.entries()) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.trim() === '') continue;
    out.push({ line: firstLine + i, text });
  }
  return out;
}

/**
 * Works the run from its next chunk to the end: each chunk's lines in batches, its counters,
 * refusals and next chunk recorded after it (a run taken up again after a crash redoes at most
 * one chunk, which its idempotent keys make harmless). Ends `done` and deletes the chunks.
 */
export async function workImportRun(db: Db, runId: number, signal?: AbortSignal): Promise<void> {
  const run = await db.selectFrom('import_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!run || run.state === 'done' || run.state === 'failed') return;
  const kind = kinds.get(run.kind);
  if (!kind) throw new Error(`import kind ${run.kind} not registered`);
  await db
    .updateTable('import_runs')
    .set({ state: 'running', updated_at: sql`now()` })
    .where('id', '=', runId)
    .execute();
  for (let seq = run.next_chunk; ; seq += 1) {
    if (signal?.aborted) throw new Error('server stopping: the import goes on in another process');
    const chunk = await db
      .selectFrom('import_chunks')
      .select(['data', 'first_line'])
      .where('run_id', '=', runId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!chunk) break;
    const lines = linesOf(chunk.data, chunk.first_line);
    const lastLine = chunk.first_line + chunk.data.split('\n').length - (chunk.data.endsWith('\n') ? 2 : 1);
    // A chunk redone after a crash: its earlier refusals go.
    await db
      .deleteFrom('import_refusals')
      .where('run_id', '=', runId)
      .where('line', '>=', chunk.first_line)
      .execute();
    let created = 0;
    let updated = 0;
    const refusals: LineRefusal[] = [];
    for (let i = 0; i < lines.length; i += kind.batchSize) {
      const outcome = await kind.apply(db, lines.slice(i, i + kind.batchSize));
      created += outcome.created;
      updated += outcome.updated;
      refusals.push(...outcome.refusals);
    }
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < refusals.length; i += 1000) {
        await tx
          .insertInto('import_refusals')
          .values(refusals.slice(i, i + 1000).map((r) => ({ run_id: runId, ...r })))
          .execute();
      }
      await tx
        .updateTable('import_runs')
        .set({
          lines_read: lastLine,
          created: sql`created + ${created}`,
          updated: sql`updated + ${updated}`,
          refused: sql`refused + ${new Set(refusals.map((r) => r.line)).size}`,
          next_chunk: seq + 1,
          updated_at: sql`now()`,
        })
        .where('id', '=', runId)
        .execute();
    });
  }
  await db.deleteFrom('import_chunks').where('run_id', '=', runId).execute();
  await db
    .updateTable('import_runs')
    .set({ state: 'done', updated_at: sql`now()`, finished_at: sql`now()` })
    .where('id', '=', runId)
    .execute();
}

/** A run that cannot go on: failed, with the reason, its chunks deleted. */
export async function failImportRun(db: Db, runId: number, reason: string): Promise<void> {
  await db.deleteFrom('import_chunks').where('run_id', '=', runId).execute();
  await db
    .updateTable('import_runs')
    .set({ state: 'failed', error: reason, updated_at: sql`now()`, finished_at: sql`now()` })
    .where('id', '=', runId)
    .execute();
}

/** The job runner's handler of `integration.import`. */
export function importJob(db: () => Db) {
  return async (job: JobContext): Promise<void> => {
    const runId = Number(job.payload.runId);
    try {
      await workImportRun(db(), runId, job.signal);
    } catch (error) {
      if (job.final && !job.signal.aborted)
        await failImportRun(
          db(),
          runId,
          'Importazione interrotta da un errore del server: inviare di nuovo il file.',
        );
      throw error;
    }
  };
}

/**
 * The dead-letter hook of `integration.import`: a run whose last attempt's process died (the
 * runner dead-letters it unrun) is `failed`, not `running` for ever.
 */
export function importDeadJob(db: () => Db): DeadJobHook {
  return async (job) => {
    const runId = Number(job.payload.runId);
    const run = await db()
      .selectFrom('import_runs')
      .select('state')
      .where('id', '=', runId)
      .executeTakeFirst();
    if (!run || run.state === 'done' || run.state === 'failed') return;
    await failImportRun(
      db(),
      runId,
      'Importazione interrotta: il server che la eseguiva si è fermato; inviare di nuovo il file.',
    );
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The run as the API shows it, with one page of its refused lines. */
export async function getImportRun(
  db: Db,
  runId: number,
  page: { skip: number; take: number } = { skip: 0, take: 100 },
): Promise<ImportJob> {
  const run = await db.selectFrom('import_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!run) throw notFound('Lavoro di importazione non trovato');
  const refusals = await db
    .selectFrom('import_refusals')
    .select(['line', 'field', 'message'])
    .where('run_id', '=', runId)
    .orderBy('line')
    .orderBy('id')
    .offset(page.skip)
    .limit(page.take + 1)
    .execute();
  return {
    jobId: Number(run.id),
    kind: run.kind,
    state: run.state,
    linesRead: run.lines_read,
    created: run.created,
    updated: run.updated,
    refused: run.refused,
    refusals: refusals.slice(0, page.take),
    moreRefusals: refusals.length > page.take,
    error: run.error,
    createdAt: iso(run.created_at)!,
    finishedAt: iso(run.finished_at),
  };
}
