import nodemailer from 'nodemailer';
import pino from 'pino';
import { PRODUCTION_TEST_ENV } from '../testing/production-env';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { BRANDS } from '@sportello/brands';
import { MAIL_FROM } from '@sportello/brands/mail';
import {
  embeddedTransport,
  httpSmsSender,
  routedTransport,
  senderOf,
  smtpSender,
  transportFor,
} from './messenger';

const log = pino({ level: 'silent' });

describe('messenger transports', () => {
  it('SMTP sends mail through nodemailer with the configured sender', async () => {
    const sent: unknown[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport = routedTransport(
      {
        mail: smtpSender(
          { SMTP_URL: 'smtp://unused', MAIL_FROM: 'Sportello <no-reply@example.it>' },
          {
            sendMail: async (mail) => {
              const info = await json.sendMail(mail);
              sent.push(JSON.parse(String(info.message)));
              return info;
            },
          },
        ),
      },
      null,
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

  it('without MAIL_FROM, each brand\u2019s mail comes from the brand\u2019s own sender in the registry', async () => {
    const sent: { from: unknown }[] = [];
    const send = smtpSender(
      { SMTP_URL: 'smtp://unused', MAIL_FROM: undefined },
      {
        sendMail: async (mail) => {
          sent.push({ from: mail.from });
          return {} as never;
        },
      },
    );
    const mail = { id: 2, channel: 'mail' as const, recipient: 'sara.colombo@example.it', body: 'x' };
    await send({ ...mail, companyCode: 'sgr' });
    await send({ ...mail, companyCode: 'sol' });
    expect(sent.map((m) => m.from)).toEqual([
      { name: BRANDS.sgr.name, address: MAIL_FROM.sgr },
      { name: BRANDS.sol.name, address: MAIL_FROM.sol },
    ]);
    // A mail of no brand comes from the default brand; a blank MAIL_FROM counts as unset.
    expect(senderOf({ MAIL_FROM: '  ' }, null)).toEqual({
      name: BRANDS.ast.name,
      address: MAIL_FROM.ast,
    });
    expect(senderOf({ MAIL_FROM: 'Avvisi <avvisi@example.it>' }, 'sgr')).toBe('Avvisi <avvisi@example.it>');
  });

  it('leaves channels without a sender to the embedded outbox in demo mode; the embedded one only logs', async () => {
    let called = false;
    const transport = routedTransport(
      {
        mail: smtpSender(
          { SMTP_URL: 'smtp://unused', MAIL_FROM: 'x@example.it' },
          {
            sendMail: async () => {
              called = true;
              return {} as never;
            },
          },
        ),
      },
      embeddedTransport(log),
    );
    expect(await transport.deliver(sms)).toBe('logged');
    expect(called).toBe(false);
    expect(await embeddedTransport(log).deliver(sms)).toBe('logged');
  });

  it('in production a channel without its provider fails instead of being dropped', async () => {
    const config = loadConfig({ ...PRODUCTION_TEST_ENV, SMTP_URL: 'smtp://mail.example.it' });
    const transport = transportFor(config, log);
    await expect(transport.deliver({ ...sms, channel: 'push', recipient: 'fcm-id' })).rejects.toThrow(
      'nessun fornitore configurato per il canale push',
    );
  });

  it('sends SMS to the HTTP gateway with its token, and fails on a refusal', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const sender = httpSmsSender(
      {
        SMS_GATEWAY_URL: 'https://sms.example.it/send',
        SMS_GATEWAY_TOKEN: 'segreto',
        SMS_SENDER: 'Sportello',
      },
      fakeFetch,
    );
    await sender(sms);
    expect(calls[0]!.url).toBe('https://sms.example.it/send');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer segreto');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      to: '+393470000000',
      from: 'Sportello',
      text: 'Codice 1234',
    });
    status = 401;
    await expect(sender(sms)).rejects.toThrow('gateway answered 401');
  });
});

const sms = {
  id: 2,
  channel: 'sms' as const,
  companyCode: 'ast',
  recipient: '+393470000000',
  body: 'Codice 1234',
};
