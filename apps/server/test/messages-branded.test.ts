import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_LIST, BRANDS } from '@sportello/brands';
import { MAIL_FROM } from '@sportello/brands/mail';
import { CATALOGUE, composeMessage } from '../src/services/messages';
import { startPasswordReset } from '../src/use-cases/wfm/start-password-reset';
import { SmtpSink } from './jobs-smtp-sink';
import { useUseCaseBench } from './use-case-helper';

interface Shown {
  channel: string;
  company: string | null;
  subject: string | null;
  from?: string | null;
  body: string;
  html?: string | null;
  status: string;
  meta: Record<string, unknown>;
}

/** A free port on loopback, asked of the system (for the test's SMTP server). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('branded messages in the demo outbox', () => {
  const bench = useUseCaseBench();
  const shown = async (to: string, channel = 'mail'): Promise<Shown[]> => {
    const res = await bench.app().request('GET', '/dev/outbox', { query: { to, channel } });
    expect(res.statusCode).toBe(200);
    return res.json().messages as Shown[];
  };
  /** The latest message to `to` once delivered (by this process's first attempt or the job runner). */
  const settled = (to: string): Promise<Shown> =>
    vi.waitFor(
      async () => {
        const [latest] = await shown(to);
        expect(latest?.status).not.toBe('queued');
        return latest!;
      },
      { timeout: 15_000, interval: 50 },
    );

  it('each brand\u2019s mail carries that brand\u2019s sender, name and colours; /dev/outbox shows sender, subject, text and HTML', async () => {
    const { app } = bench.app();
    for (const brand of BRAND_LIST) {
      const url = `${app.config.PUBLIC_URL}/recupero-psw?linkId=9${brand.code}&hashCode=segreto${brand.code}`;
      await app.messenger.send(
        app.db,
        await composeMessage(app.config, brand.code, {
          channel: 'mail',
          recipient: `cliente.${brand.code}@example.it`,
          mail: CATALOGUE.passwordReset.mail({ minutes: 60, url }),
          meta: { kind: 'password-reset', linkUrl: url },
        }),
      );
    }
    await app.messenger.drain();
    for (const brand of BRAND_LIST) {
      const mail = await settled(`cliente.${brand.code}@example.it`);
      expect(mail).toMatchObject({
        channel: 'mail',
        company: brand.code,
        subject: 'Recupero password',
        from: `"${brand.name}" <${MAIL_FROM[brand.code]}>`,
        status: 'logged',
      });
      expect(mail!.body).toContain(`segreto${brand.code}`);
      expect(mail!.body).toContain(brand.legal.name);
      expect(mail!.html).toContain(`<title>Recupero password · ${brand.name}</title>`);
      expect(mail!.html).toContain(brand.colors.primary);
      expect(mail!.html).toContain(`hashCode=segreto${brand.code}`);
      // Stored sealed, like the body: the HTML holds the same link (the sender is no secret).
      const row = await app.db
        .selectFrom('outbox')
        .select(['html', 'sender'])
        .where('recipient', '=', `cliente.${brand.code}@example.it`)
        .executeTakeFirstOrThrow();
      expect(row.html).not.toContain('segreto');
      expect(row.sender).toBe(mail!.from);
    }
  });

  it('a use case\u2019s mail goes out in its brand (a password reset of an Astra Energia user)', async () => {
    const mailbox = 'amministrazione@officinebianchi.example.it';
    await startPasswordReset(bench.deps(), await bench.anonymous('ast'), {
      username: 'demo.ast.azienda',
      email: mailbox,
    });
    const [mail] = await shown(mailbox);
    expect(mail!.from).toBe(`"${BRANDS.ast.name}" <${MAIL_FROM.ast}>`);
    expect(mail!.body).toContain(mail!.meta.linkUrl as string);
    expect(mail!.html).toContain(BRANDS.ast.colors.primaryDark);
    expect(mail!.html).toContain((mail!.meta.linkUrl as string).replace(/&/g, '&amp;'));
  });

  it('an SMS comes from SMS_SENDER, without HTML', async () => {
    const { app } = bench.app();
    await app.messenger.send(
      app.db,
      await composeMessage(app.config, 'sga', {
        channel: 'sms',
        recipient: '+393339990001',
        text: CATALOGUE.phoneCheck.sms({ code: '1234', minutes: 10 }),
        meta: {},
      }),
    );
    const [sms] = await shown('+393339990001', 'sms');
    expect(sms).toMatchObject({ from: app.config.SMS_SENDER, html: null, subject: null });
    expect(sms!.body).toBe('Codice di verifica 1234 (valido 10 minuti). Non comunicarlo a nessuno.');
  });
});

describe('branded mail over SMTP', async () => {
  const sink = new SmtpSink(await freePort());
  const bench = useUseCaseBench({ SMTP_URL: sink.url });

  it('sends the HTML and the plain text from the brand\u2019s sender; the delivered row keeps neither', async () => {
    await sink.start();
    try {
      const { app } = bench.app();
      const url = `${app.config.PUBLIC_URL}/crea-psw?linkId=77&hashCode=segreto`;
      await app.messenger.send(
        app.db,
        await composeMessage(app.config, 'sga', {
          channel: 'mail',
          recipient: 'nuovo.utente@example.it',
          mail: CATALOGUE.firstAccess.mail({ username: 'nuovo.utente', days: 7, url }),
          meta: { kind: 'first-access', linkUrl: url },
        }),
      );
      // This process's first attempt or, when its poll came first, the job runner delivers it.
      await app.messenger.drain();
      await vi.waitFor(
        async () => {
          const { status } = await app.db
            .selectFrom('outbox')
            .select('status')
            .where('recipient', '=', 'nuovo.utente@example.it')
            .executeTakeFirstOrThrow();
          expect(status).toBe('sent');
        },
        { timeout: 15_000, interval: 50 },
      );
      const [received] = sink.to('nuovo.utente@example.it');
      expect(received).toBeDefined();
      expect(received!.from).toBe(MAIL_FROM.sga);
      const raw = received!.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain(`From: ${BRANDS.sga.name} <${MAIL_FROM.sga}>`);
      expect(raw).toContain('Subject: Crea la tua password');
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(raw).toMatch(/Content-Type: text\/plain/);
      expect(raw).toMatch(/Content-Type: text\/html/);
      expect(raw).toContain(BRANDS.sga.colors.primary);
      expect(raw).toContain(BRANDS.sga.legal.vatNumber);
      const row = await app.db
        .selectFrom('outbox')
        .select(['status', 'html', 'body', 'sender'])
        .where('recipient', '=', 'nuovo.utente@example.it')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'sent',
        html: null,
        sender: `"${BRANDS.sga.name}" <${MAIL_FROM.sga}>`,
      });
      expect(row.body).not.toContain('segreto');
    } finally {
      await sink.stop();
    }
  });
});

describe('branded mail with MAIL_FROM set', () => {
  const bench = useUseCaseBench({ MAIL_FROM: 'Avvisi <avvisi@example.it>' });

  it('comes from MAIL_FROM for every brand, still in its brand\u2019s frame', async () => {
    const { app } = bench.app();
    for (const code of ['sgr', 'wdo'] as const) {
      await app.messenger.send(
        app.db,
        await composeMessage(app.config, code, {
          channel: 'mail',
          recipient: `unico.${code}@example.it`,
          mail: CATALOGUE.delegationOutcome.mail({ accepted: false }),
          meta: { kind: 'delegation-outcome' },
        }),
      );
    }
    await app.messenger.drain();
    for (const code of ['sgr', 'wdo'] as const) {
      const res = await bench
        .app()
        .request('GET', '/dev/outbox', { query: { to: `unico.${code}@example.it` } });
      const [mail] = res.json().messages as Shown[];
      expect(mail!.from).toBe('Avvisi <avvisi@example.it>');
      expect(mail!.html).toContain(BRANDS[code].colors.primary);
      expect(mail!.body).toContain(BRANDS[code].legal.name);
    }
  });
});
