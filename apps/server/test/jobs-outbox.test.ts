import { describe, expect, it } from 'vitest';
import type { HttpError } from '../src/errors';
import { countJobsByState } from '../src/services/jobs/dead-letters';
import { listDeadLetters } from '../src/use-cases/operations/list-dead-letters';
import { resendDeadLetter } from '../src/use-cases/operations/resend-dead-letter';
import { freePort } from './faults/cluster';
import { useTestApp } from './helper';
import { SmtpSink } from './jobs-smtp-sink';

const port = await freePort();

/**
 * Issue 22, item 1: outbox delivery on the job runner, against a real SMTP server on loopback. A
 * mail the server refuses is retried with exponential backoff, ends a dead letter an operator sees
 * and resends, and is then delivered once; a mail queued while the server is down is delivered
 * when it comes back. Fast retries here: 3 attempts, 0.3 s doubling up to 0.6 s (half random).
 */
describe('Jobs: outbox delivery with retries, dead letters and resend', () => {
  const t = useTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    JOBS_MAX_ATTEMPTS: '3',
    JOBS_RETRY_BASE_SECONDS: '0.3',
    JOBS_RETRY_MAX_SECONDS: '0.6',
    JOBS_POLL_INTERVAL_MS: '50',
  });
  const deps = () => ({ db: t().db, log: t().app.log });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const status = async (id: number) =>
    (await t().db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const jobOf = (id: number) =>
    t().db.selectFrom('jobs').selectAll().where('outbox_id', '=', id).executeTakeFirst();
  async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
      await sleep(20);
    }
  }
  const mail = (to: string, code: string) => ({
    channel: 'mail' as const,
    companyCode: 'ast',
    recipient: to,
    subject: 'Codice di verifica',
    body: `Il tuo codice è ${code}.`,
    meta: { otpCode: code, kind: 'email-check' },
  });

  it('a refused mail is retried with backoff, then dead-lettered; resent, it is delivered once', async () => {
    const sink = new SmtpSink(port);
    sink.refusing = true;
    await sink.start();
    try {
      const to = 'morto.lettera@example.it';
      const id = await t().app.messenger.send(t().db, mail(to, '731902'));
      await until('dead letter', async () => (await status(id)) === 'dead');

      // Three attempts: the first at once, then waits of 150–300 ms and 300–600 ms (plus a poll).
      expect(sink.refusedAt).toHaveLength(3);
      const [first, second] = [
        sink.refusedAt[1]! - sink.refusedAt[0]!,
        sink.refusedAt[2]! - sink.refusedAt[1]!,
      ];
      expect(first).toBeGreaterThanOrEqual(140);
      expect(first).toBeLessThan(300 + 400);
      expect(second).toBeGreaterThanOrEqual(290);
      expect(second).toBeLessThan(600 + 400);
      const job = (await jobOf(id))!;
      expect(job).toMatchObject({ kind: 'outbox.deliver', state: 'dead', attempts: 3, locked_by: null });
      expect(job.last_error).toContain('421');

      // The operator sees it: the dead letters (no body, no code), the counts, and /dev/outbox.
      const { deadLetters } = await listDeadLetters(deps());
      const letter = deadLetters.find((d) => d.jobId === job.id);
      expect(letter).toMatchObject({
        kind: 'outbox.deliver',
        attempts: 3,
        message: { outboxId: id, channel: 'mail', company: 'ast', to, subject: 'Codice di verifica' },
      });
      expect(JSON.stringify(letter)).not.toContain('731902');
      expect((await countJobsByState(t().db)).dead).toBeGreaterThanOrEqual(1);
      const shown = (await t().request('GET', '/dev/outbox', { query: { to } })).json().messages[0];
      expect(shown).toMatchObject({ id, status: 'dead', body: 'Il tuo codice è 731902.' });

      // The server takes mail again; two operators resend at once: one resend, one 404.
      sink.refusing = false;
      const results = await Promise.allSettled([
        resendDeadLetter(deps(), { jobId: job.id }),
        resendDeadLetter(deps(), { jobId: job.id }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect((refused?.reason as HttpError).statusCode).toBe(404);
      await until('delivered', async () => (await status(id)) === 'sent');
      await sleep(1000); // twenty polls: nothing is sent twice
      expect(sink.to(to)).toHaveLength(1);
      expect(sink.to(to)[0]!.raw).toContain('731902');
      expect(await jobOf(id)).toBeUndefined();
      expect((await listDeadLetters(deps())).deadLetters.map((d) => d.jobId)).not.toContain(job.id);
      // Delivered: its code is no longer kept, and there is nothing left to resend.
      const row = await t()
        .db.selectFrom('outbox')
        .select(['body'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.body).not.toContain('731902');
      await expect(resendDeadLetter(deps(), { jobId: job.id })).rejects.toMatchObject({ statusCode: 404 });
    } finally {
      await sink.stop();
    }
  });

  it('a mail queued while the mail server is down is delivered once when it comes back', async () => {
    const sink = new SmtpSink(port);
    const to = 'server.giu@example.it';
    // Nothing listens on the port: the first attempt's connection is refused.
    const id = await t().app.messenger.send(t().db, mail(to, '228190'));
    await until('first attempt failed', async () => (await status(id)) === 'failed');
    expect((await jobOf(id))!).toMatchObject({ state: 'waiting', attempts: 1 });
    await sink.start();
    const back = Date.now();
    try {
      await until('delivered', async () => (await status(id)) === 'sent');
      const took = Date.now() - back;
      expect(took).toBeLessThan(600 + 400);
      await sleep(1000);
      expect(sink.to(to)).toHaveLength(1);
      expect(sink.to(to)[0]!.from).toMatch(/@/);
      expect(await jobOf(id)).toBeUndefined();
    } finally {
      await sink.stop();
    }
  });
});
