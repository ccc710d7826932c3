import { describe, expect, it } from 'vitest';
import {
  bankDebitState,
  homePhoneNeedsOtp,
  isContactChanged,
  isVerificationExpired,
  normalizeContact,
  parsePendingVerification,
  resendWaitSeconds,
} from './contact-changes';

const pending = {
  workflowId: 'wf_abc',
  field: 'email',
  value: 'nuovo@example.it',
  customerKey: 'AST0001001',
  expiresAt: '2026-11-23T10:10:00.000Z',
  sentAt: '2026-11-23T10:00:00.000Z',
};

describe('pending verification in local storage', () => {
  it('reads a complete record', () => {
    expect(parsePendingVerification(JSON.stringify(pending))).toEqual(pending);
  });

  it.each([
    ['missing', null],
    ['not JSON', 'x{'],
    ['a number', '42'],
    ['no workflowId', JSON.stringify({ ...pending, workflowId: '' })],
    ['unknown field', JSON.stringify({ ...pending, field: 'iban' })],
    ['bad expiry', JSON.stringify({ ...pending, expiresAt: 'domani' })],
    ['no sentAt', JSON.stringify({ ...pending, sentAt: undefined })],
  ])('refuses %s', (_, raw) => {
    expect(parsePendingVerification(raw)).toBeNull();
  });
});

describe('resend countdown and expiry', () => {
  const sent = '2026-11-23T10:00:00.000Z';
  it.each([
    ['2026-11-23T10:00:00.000Z', 60],
    ['2026-11-23T10:00:00.500Z', 60],
    ['2026-11-23T10:00:59.000Z', 1],
    ['2026-11-23T10:01:00.000Z', 0],
    ['2026-11-23T11:00:00.000Z', 0],
  ])('at %s waits %i s', (now, seconds) => {
    expect(resendWaitSeconds(sent, new Date(now))).toBe(seconds);
  });

  it('counts an unreadable send time as no wait', () => {
    expect(resendWaitSeconds('ieri', Date.now())).toBe(0);
  });

  it('expires at expiresAt', () => {
    expect(isVerificationExpired(pending, new Date('2026-11-23T10:09:59Z'))).toBe(false);
    expect(isVerificationExpired(pending, new Date('2026-11-23T10:10:00Z'))).toBe(true);
  });
});

describe('contact values', () => {
  it('trims e-mails and strips phone separators', () => {
    expect(normalizeContact('email', '  a.b@example.it ')).toBe('a.b@example.it');
    expect(normalizeContact('phoneMobile', ' 347 555-01.01 ')).toBe('3475550101');
    expect(normalizeContact('phoneHome', '0039 06 1234567')).toBe('+39061234567');
  });

  it.each([
    ['3475550101', true],
    ['+39 347 5550101', true],
    ['06 1234567', false],
    ['', false],
  ])('home phone %s needs an SMS code: %s', (value, needs) => {
    expect(homePhoneNeedsOtp(value)).toBe(needs);
  });

  it.each([
    ['email', 'Mario@Example.it', 'mario@example.it', false],
    ['email', 'altro@example.it', 'mario@example.it', true],
    ['phoneMobile', '+39 347 5550101', '3475550101', false],
    ['phoneMobile', '3475550102', '+39 347 5550101', true],
    ['phoneHome', '061234567', null, true],
  ] as const)('%s %s against %s changed: %s', (field, value, current, changed) => {
    expect(isContactChanged(field, value, current)).toBe(changed);
  });
});

describe('direct debit state', () => {
  it.each([
    ['Attiva', 'active'],
    [null, 'none'],
    ['', 'none'],
    ['AttivazioneInCorso', 'AttivazioneInCorso'],
    ['VariazioneInCorso', 'VariazioneInCorso'],
    ['RevocaInCorso', 'RevocaInCorso'],
  ])('%s is %s', (status, state) => {
    expect(bankDebitState(status)).toBe(state);
  });
});
