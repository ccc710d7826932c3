import { describe, expect, it } from 'vitest';
import { resendWait } from '../components/customer-proof-step';
import { grantOf } from './proof';

describe('proof of ownership', () => {
  it('keeps what the proof granted; a refused proof grants nothing', () => {
    const ownership = {
      kind: 'registration' as const,
      customerKey: 'AST0001090',
      customerName: 'Elena Conti',
      passwordLinkSentTo: 'el***@example.it',
      supplies: [
        { key: 'AST0001090-01', commodity: 'luce', address: 'Via Nazionale 40' },
        { key: 'AST0001090-02', commodity: 'gas', address: null },
      ],
    };
    expect(grantOf({ matches: true, attemptsLeft: 5, ownership })).toEqual({
      customerKey: 'AST0001090',
      customerName: 'Elena Conti',
      passwordLinkSentTo: 'el***@example.it',
      supplies: [
        { key: 'AST0001090-01', commodity: 'luce', address: 'Via Nazionale 40' },
        { key: 'AST0001090-02', commodity: 'gas', address: '' },
      ],
    });
    expect(grantOf({ matches: false, attemptsLeft: 4, message: 'Il codice non è corretto' })).toBeNull();
  });

  it.each([
    [0, 30],
    [10_000, 20],
    [29_500, 1],
    [30_000, 0],
    [600_000, 0],
  ])('a new code may be asked %i ms after the first was sent: wait %i s', (elapsed, expected) => {
    const sentAt = Date.parse('2026-11-23T16:00:00Z');
    const expiresAt = new Date(sentAt + 10 * 60_000).toISOString();
    expect(resendWait({ expiresAt }, sentAt + elapsed)).toBe(expected);
  });
});
