import { describe, expect, it } from 'vitest';
import { buildContactRequest, CONTACT_SUBJECTS } from './send-contact-request';

describe('buildContactRequest', () => {
  const base = {
    subject: 'bolletta',
    description: '  Non ho ricevuto la bolletta  ',
    mobilephone: ' 3331234567 ',
    company: 'ast',
  };

  it('keeps every field of the payload', () => {
    expect(buildContactRequest({ ...base, customerKey: 'C-1', contractKey: 'K-1' })).toEqual({
      customer: { key: 'C-1' },
      contract: { key: 'K-1' },
      subject: 'bolletta',
      description: 'Non ho ricevuto la bolletta',
      mobilephone: '3331234567',
      company: 'ast',
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['missing', undefined],
  ])('removes a %s customer key', (_, customerKey) => {
    const payload = buildContactRequest({ ...base, customerKey, contractKey: 'K-1' });
    expect(payload).not.toHaveProperty('customer');
    expect(payload.contract).toEqual({ key: 'K-1' });
  });

  it.each([
    ['empty', ''],
    ['null', null],
  ])('removes a %s contract key', (_, contractKey) => {
    const payload = buildContactRequest({ ...base, customerKey: 'C-1', contractKey });
    expect(payload).not.toHaveProperty('contract');
    expect(payload.customer).toEqual({ key: 'C-1' });
  });

  it('offers the seven subjects of the specification, in order', () => {
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual([
      'gestione contratto',
      'pagamento',
      'bolletta',
      'contatore',
      'nuova offerta',
      'autolettura',
      'altro',
    ]);
  });
});
