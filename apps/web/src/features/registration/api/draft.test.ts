import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, parseDraft } from './draft';

describe('registration draft kept in session storage', () => {
  it('reads back what was written', () => {
    const draft = {
      ...EMPTY_DRAFT,
      customer: {
        ...EMPTY_DRAFT.customer,
        type: 'company' as const,
        customerCode: 'AST0001002',
        taxId: '02345670158',
        matched: true,
        proof: {
          workflowId: 'wf-1',
          method: 'email' as const,
          sentTo: 'am***@example.it',
          expiresAt: '2026-11-23T17:00:00Z',
          attemptsLeft: 5,
        },
      },
    };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it.each([
    [null, 'nothing stored'],
    ['{not json', 'broken JSON'],
    ['[1,2]', 'an array'],
    ['"text"', 'a string'],
  ])('gives the empty draft for %s (%s)', (text, _why) => {
    expect(parseDraft(text)).toEqual(EMPTY_DRAFT);
  });

  it('drops unknown keys, wrong types, an unknown customer type and a malformed proof', () => {
    const parsed = parseDraft(
      JSON.stringify({
        customer: {
          type: 'alien',
          customerCode: 42,
          username: 'mario1',
          password: 'Segreta!1',
          proof: { method: 'fax' },
        },
        delegate: { address: { city: 'Roma', checked: 'yes' } },
        extra: true,
      }),
    );
    expect(parsed.customer.type).toBeNull();
    expect(parsed.customer.customerCode).toBe('');
    expect(parsed.customer.username).toBe('mario1');
    expect(parsed.customer.proof).toBeNull();
    expect(parsed.customer).not.toHaveProperty('password');
    expect(parsed.delegate.address.city).toBe('Roma');
    expect(parsed.delegate.address.checked).toBe(false);
    expect(parsed).not.toHaveProperty('extra');
  });
});
