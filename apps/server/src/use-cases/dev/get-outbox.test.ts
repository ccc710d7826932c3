import { outboxQuerySchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import type { Deps } from '../context';
import { getOutbox } from './get-outbox';

describe('getOutbox', () => {
  const bench = useUseCaseBench();
  const query = (q: Record<string, string>) => outboxQuerySchema.parse(q);
  const send = (deps: Deps, channel: 'mail' | 'sms', recipient: string, body: string) =>
    deps.messenger.send(deps.db, { channel, companyCode: 'ast', recipient, subject: 'Prova', body });

  it('gives the messages sent, newest first, filtered by recipient (any case) and channel, up to limit', async () => {
    const deps = bench.deps();
    await send(deps, 'mail', 'outbox.prova@example.it', 'primo');
    await send(deps, 'mail', 'outbox.prova@example.it', 'secondo');
    await send(deps, 'sms', 'outbox.prova@example.it', 'terzo');
    const all = (await getOutbox(deps, query({ to: 'Outbox.Prova@Example.IT' }))).messages;
    expect(all.map((m) => m.body)).toEqual(['terzo', 'secondo', 'primo']);
    expect(all[0]).toMatchObject({
      channel: 'sms',
      company: 'ast',
      to: 'outbox.prova@example.it',
      subject: 'Prova',
    });
    expect(new Date(all[0]!.createdAt).getTime()).not.toBeNaN();
    const mails = (await getOutbox(deps, query({ to: 'outbox.prova@example.it', channel: 'mail' }))).messages;
    expect(mails.map((m) => m.body)).toEqual(['secondo', 'primo']);
    const one = (await getOutbox(deps, query({ to: 'outbox.prova@example.it', limit: '1' }))).messages;
    expect(one.map((m) => m.body)).toEqual(['terzo']);
    expect((await getOutbox(deps, query({ to: 'nessuno@example.it' }))).messages).toEqual([]);
  });

  it('finds a phone written with spaces, dots or without +39', async () => {
    const deps = bench.deps();
    await send(deps, 'sms', '+393471234567', 'codice 1234');
    for (const to of ['347 123 4567', '347.123.4567', '+39 347 1234567', '00393471234567']) {
      const found = (await getOutbox(deps, query({ to }))).messages;
      expect(
        found.map((m) => m.body),
        to,
      ).toEqual(['codice 1234']);
    }
  });

  it('is not there outside demo mode (404)', async () => {
    const deps = bench.deps();
    await expectHttpError(
      getOutbox({ ...deps, config: { ...deps.config, MODE: 'production' } }, query({})),
      404,
    );
  });
});
