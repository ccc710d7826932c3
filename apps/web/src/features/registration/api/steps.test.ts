import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type RegistrationDraft } from './draft';
import { customerRedirect, customerStepPath, delegateRedirect } from './steps';

const withCustomer = (patch: Partial<RegistrationDraft['customer']>): RegistrationDraft => ({
  ...EMPTY_DRAFT,
  customer: { ...EMPTY_DRAFT.customer, ...patch },
});
const withDelegate = (patch: Partial<RegistrationDraft['delegate']>): RegistrationDraft => ({
  ...EMPTY_DRAFT,
  delegate: { ...EMPTY_DRAFT.delegate, ...patch },
});

const proof = { workflowId: 'wf', method: 'email' as const, sentTo: 'x', expiresAt: '', attemptsLeft: 5 };
const grant = {
  customerKey: 'AST1',
  customerName: 'Elena Conti',
  passwordLinkSentTo: 'el***@x.it',
  supplies: [],
};

describe('customer steps: a step shows only when the ones before it are done', () => {
  it.each([
    ['type', EMPTY_DRAFT, null],
    ['code', EMPTY_DRAFT, '/registrazione/cliente-sgr'],
    ['code', withCustomer({ type: 'company' }), null],
    ['username', withCustomer({ type: 'company' }), '/registrazione/cliente-sgr/company'],
    ['username', withCustomer({ type: 'private', matched: true }), null],
    [
      'privacy',
      withCustomer({ type: 'private', matched: true, username: 'mario 1', email: 'm@x.it' }),
      '/registrazione/cliente-sgr/username',
    ],
    ['privacy', withCustomer({ type: 'private', matched: true, username: 'mario1', email: 'm@x.it' }), null],
    [
      'proof',
      withCustomer({ type: 'private', matched: true, username: 'mario1', email: 'm@x.it' }),
      '/registrazione/cliente-sgr/privacy',
    ],
    [
      'supplies',
      withCustomer({ type: 'body', matched: true, username: 'ente1', email: 'e@x.it', proof }),
      '/registrazione/cliente-sgr/body/dati',
    ],
  ] as const)('%s with %j → %s', (step, draft, expected) => {
    expect(customerRedirect(step, draft)).toBe(expected);
  });

  it('once sent, the steps before the proof lead to the proof; once proven, to the supplies', () => {
    const sent = withCustomer({ type: 'private', matched: true, username: 'mario1', email: 'm@x.it', proof });
    expect(customerRedirect('code', sent)).toBe('/registrazione/cliente-sgr/private/dati');
    expect(customerRedirect('proof', sent)).toBeNull();
    const proven = { ...sent, customer: { ...sent.customer, grant } };
    expect(customerRedirect('privacy', proven)).toBe('/registrazione/cliente-sgr/forniture');
    expect(customerRedirect('supplies', proven)).toBeNull();
  });

  it('builds the paths of the route table', () => {
    expect(customerStepPath('code', 'condominium')).toBe('/registrazione/cliente-sgr/condominium');
    expect(customerStepPath('proof', 'private')).toBe('/registrazione/cliente-sgr/private/dati');
    expect(customerStepPath('supplies', 'private')).toBe('/registrazione/cliente-sgr/forniture');
  });
});

describe('delegate steps', () => {
  const person = { firstName: 'Anna', lastName: 'Bianchi', fiscalCode: 'RSSMRA85T10A562S' };
  const contacts = { email: 'anna@example.it', phoneMobile: '+393331234567' };
  const address = {
    streetGeneric: 'Via',
    streetName: 'Nazionale',
    civicNumber: '10',
    city: 'Roma',
    province: 'RM',
    postalCode: '00184',
    istatCode: '058091',
    checked: true,
  };
  it.each([
    ['person', EMPTY_DRAFT, null],
    ['contacts', EMPTY_DRAFT, '/registrazione/delegate'],
    ['contacts', withDelegate({ ...person, fiscalCode: 'RSSMRA85T10A562X' }), '/registrazione/delegate'],
    ['address', withDelegate(person), '/registrazione/delegate/contacts'],
    ['address', withDelegate({ ...person, ...contacts }), null],
    [
      'username',
      withDelegate({ ...person, ...contacts, address: { ...address, checked: false } }),
      '/registrazione/delegate/address',
    ],
    ['username', withDelegate({ ...person, ...contacts, address }), null],
    [
      'privacy',
      withDelegate({ ...person, ...contacts, address, username: 'anna_b' }),
      '/registrazione/delegate/username',
    ],
    ['privacy', withDelegate({ ...person, ...contacts, address, username: 'annab' }), null],
  ] as const)('%s → %s', (step, draft, expected) => {
    expect(delegateRedirect(step, draft)).toBe(expected);
  });
});
