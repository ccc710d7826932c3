import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMessenger, type Transport } from '../src/adapters/messenger';
import { useTestApp } from './helper';

interface OutboxMessage {
  id: number;
  to: string;
  body: string;
  meta: Record<string, unknown>;
  status: string;
}

/**
 * Issue 18, item 4: a mail, SMS or push that was not delivered (queued, failed, or only kept in
 * the outbox in demo mode) keeps no usable link hash, link URL or code in clear in the table; demo
 * mode's /dev/outbox still shows them.
 */
describe('Core: no credentials in clear in the outbox', () => {
  // The app's job runner polls only at start here: the last test's own messenger (failing
  // transport) must make the only attempt, not the runner with the demo transport.
  const t = useTestApp({ JOBS_POLL_INTERVAL_MS: '60000' });

  const raw = (id: number) =>
    t()
      .db.selectFrom('outbox')
      .select(['body', 'meta', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function settled(to: string): Promise<OutboxMessage> {
    for (;;) {
      const res = await t().request('GET', '/dev/outbox', { query: { to } });
      const [latest] = res.json().messages as OutboxMessage[];
      if (latest && latest.status !== 'queued') return latest;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a password link kept in the outbox: no hash or URL in the row; /dev/outbox shows them', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('POST', '/Wfm/v1/password-reset/start', {
      session,
      body: { passwordResetRequest: { customerCode: 'AST0001001', fiscalCode: 'RSSMRA80A01H501U' } },
    });
    expect(res.statusCode).toBe(200);
    const shown = await settled('mario.rossi@example.it');
    expect(shown.status).toBe('logged');
    const hashCode = shown.meta.hashCode as string;
    const url = shown.meta.linkUrl as string;
    expect(hashCode).toMatch(/^[\w-]{32}$/);
    expect(url).toContain(`hash=${hashCode}`);
    expect(shown.body).toContain(url);

    const row = await raw(shown.id);
    const stored = `${row.body}\n${row.meta}`;
    expect(stored).not.toContain(hashCode);
    expect(stored).not.toContain('recupero-psw?');
    expect(stored).not.toContain('Per sceglierne una nuova');
    // The public parts stay readable (the link id, the kind).
    expect(JSON.parse(row.meta)).toMatchObject({ linkId: shown.meta.linkId, kind: 'password-reset' });
  });

  it('a code whose delivery failed: the failed row holds no code in clear', async () => {
    const failing: Transport = {
      name: 'failing',
      deliver: async () => {
        throw new Error('provider down');
      },
    };
    const messenger = createMessenger(failing, pino({ level: 'silent' }), () => t().db, t().app.config);
    const id = await messenger.send(t().db, {
      channel: 'sms',
      companyCode: 'ast',
      recipient: '+393331112233',
      body: 'Codice di verifica 482913 (valido 10 minuti). Non comunicarlo a nessuno.',
      meta: { otpCode: '482913', workflowId: 'wf-sealed', kind: 'phone-check' },
    });
    await messenger.drain();
    const row = await raw(id);
    expect(row.status).toBe('failed');
    expect(`${row.body}\n${row.meta}`).not.toContain('482913');
    expect(JSON.parse(row.meta)).toMatchObject({ workflowId: 'wf-sealed' });
    const shown = await settled('+393331112233');
    expect(shown).toMatchObject({ status: 'failed', meta: { otpCode: '482913' } });
    expect(shown.body).toContain('482913');
  });
});
