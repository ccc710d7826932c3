import nodemailer from 'nodemailer';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { embeddedTransport, smtpTransport } from './messenger';

const log = pino({ level: 'silent' });

describe('messenger transports', () => {
  it('SMTP sends mail through nodemailer with the configured sender', async () => {
    const sent: unknown[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport = smtpTransport(
      { SMTP_URL: 'smtp://unused', MAIL_FROM: 'Sportello <no-reply@example.it>' },
      log,
      {
        sendMail: async (mail) => {
          const info = await json.sendMail(mail);
          sent.push(JSON.parse(String(info.message)));
          return info;
        },
      },
    );
    const status = await transport.deliver({
      id: 1,
      channel: 'mail',
      companyCode: 'ast',
      recipient: 'mario.rossi@example.it',
      subject: 'Codice di verifica',
      body: 'Il tuo codice è 1234',
    });
    expect(status).toBe('sent');
    expect(sent[0]).toMatchObject({
      subject: 'Codice di verifica',
      text: 'Il tuo codice è 1234',
      to: [{ address: 'mario.rossi@example.it' }],
      from: { address: 'no-reply@example.it', name: 'Sportello' },
    });
  });

  it('SMTP leaves SMS and push to the embedded transport; the embedded one only logs', async () => {
    let called = false;
    const transport = smtpTransport({ SMTP_URL: 'smtp://unused', MAIL_FROM: 'x@example.it' }, log, {
      sendMail: async () => {
        called = true;
        return {} as never;
      },
    });
    const sms = {
      id: 2,
      channel: 'sms' as const,
      companyCode: 'ast',
      recipient: '+393470000000',
      body: 'Codice 1234',
    };
    expect(await transport.deliver(sms)).toBe('logged');
    expect(called).toBe(false);
    expect(await embeddedTransport(log).deliver(sms)).toBe('logged');
  });
});
