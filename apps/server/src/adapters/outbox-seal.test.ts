import { describe, expect, it } from 'vitest';
import { openContent, outboxKey, sealContent, unseal } from './outbox-seal';

describe('outbox seal', () => {
  const key = outboxKey('un-pepper-di-prova-lungo-almeno-32-caratteri');
  const message = {
    channel: 'mail',
    recipient: 'mario.rossi@example.it',
    body: 'Apri https://sportello.example/recupero-psw?linkId=7&hash=SegretoDelLink',
    meta: { linkId: 7, hashCode: 'SegretoDelLink', linkUrl: 'https://x/?hash=SegretoDelLink', kind: 'reset' },
  };

  it('stores no secret in clear and opens back to the message', () => {
    const stored = sealContent(key, message);
    expect(`${stored.body}${stored.meta}`).not.toContain('SegretoDelLink');
    expect(JSON.parse(stored.meta)).toMatchObject({ linkId: 7, kind: 'reset' });
    expect(openContent(key, { ...message, ...stored })).toEqual({ body: message.body, meta: message.meta });
  });

  it('does not open under another key, or moved to another recipient', () => {
    const stored = sealContent(key, message);
    const other = outboxKey('un-altro-pepper-di-prova-lungo-32-caratteri');
    expect(() => openContent(other, { ...message, ...stored })).toThrow();
    expect(() => openContent(key, { ...message, ...stored, recipient: 'altro@example.it' })).toThrow();
  });

  it('leaves a value that was never sealed as it is (rows written before, redacted rows)', () => {
    expect(unseal(key, '[consegnato: contenuto non conservato]', 'mail\nx')).toBe(
      '[consegnato: contenuto non conservato]',
    );
    expect(openContent(key, { channel: 'sms', recipient: '+39', body: 'x', meta: '{"a":1}' })).toEqual({
      body: 'x',
      meta: { a: 1 },
    });
  });
});
