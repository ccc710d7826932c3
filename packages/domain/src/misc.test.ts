import { describe, expect, it } from 'vitest';
import { formatShippingAddress, isAddressScoreValid } from './address';
import { canLogIn, COMPANY_CODES, DEFAULT_COMPANY, isCompanyCode } from './companies';
import { toList, toNumber } from './lists';
import { MESSAGES, tooManyAttempts } from './messages';
import {
  countUnread,
  isNotificationAccepted,
  isNotificationUnread,
  needsAcceptanceDialog,
} from './notifications';

describe('address score', () => {
  it.each([
    [50, true],
    ['50', true],
    [99.5, true],
    [49.99, false],
    [0, false],
    [null, false],
    ['', false],
    ['n/a', false],
  ])('%j -> %s', (score, ok) => {
    expect(isAddressScoreValid(score)).toBe(ok);
  });

  it('formats a shipping address', () => {
    expect(
      formatShippingAddress({
        streetGeneric: 'Via',
        streetName: 'Roma',
        civicNumber: '1',
        civicNumberExt: 'A',
        postalCode: '00184',
        city: 'Roma',
        province: 'rm',
      }),
    ).toBe('Via Roma 1/A, 00184 Roma (RM)');
    expect(formatShippingAddress({ streetName: 'Piazza Duomo', locality: 'Milano' })).toBe(
      'Piazza Duomo, Milano',
    );
    expect(formatShippingAddress({ province: 'MI' })).toBe('');
    expect(formatShippingAddress({})).toBe('');
  });
});

describe('companies and login', () => {
  it('has the seven brands and ast as default', () => {
    expect(COMPANY_CODES).toEqual(['sgr', 'ast', 'sga', 'mes', 'wdo', 'smg', 'sol']);
    expect(DEFAULT_COMPANY).toBe('ast');
    expect(isCompanyCode('mes')).toBe(true);
    expect(isCompanyCode('AST')).toBe(false);
    expect(isCompanyCode(1)).toBe(false);
  });
  it.each([
    ['Active', 'Customer', true],
    ['Active', 'Agency', true],
    ['Active', 'Lead', true],
    ['Active', 'Admin', false],
    ['Suspended', 'Customer', false],
  ])('canLogIn(%s, %s) = %s', (status, type, ok) => {
    expect(canLogIn({ status, type })).toBe(ok);
  });
});

describe('lists and numbers', () => {
  it('normalises a single object to a list', () => {
    expect(toList({ a: 1 })).toEqual([{ a: 1 }]);
    expect(toList([1, 2])).toEqual([1, 2]);
    expect(toList(null)).toEqual([]);
    expect(toList(undefined)).toEqual([]);
  });
  it('reads numbers', () => {
    expect(toNumber('123.45')).toBe(123.45);
    expect(toNumber(' 7 ')).toBe(7);
    expect(toNumber(3)).toBe(3);
    expect(toNumber('')).toBeNaN();
    expect(toNumber(null)).toBeNaN();
  });
});

describe('messages', () => {
  it('fills the seconds', () => {
    expect(tooManyAttempts(30)).toBe('Troppi tentativi falliti. Riprova tra 30 secondi');
    expect(tooManyAttempts(29.2)).toBe('Troppi tentativi falliti. Riprova tra 30 secondi');
    expect(tooManyAttempts(-5)).toBe('Troppi tentativi falliti. Riprova tra 0 secondi');
    expect(tooManyAttempts(Number.NaN)).toBe('Troppi tentativi falliti. Riprova tra 0 secondi');
  });
  it('keeps the verbatim texts of the specification', () => {
    expect(MESSAGES.loginFailed).toBe('Nome utente o password non corretti');
    expect(MESSAGES.linkExpired).toBe('Link scaduto, inserire nuovamente i dati');
    expect(MESSAGES.documentNotReady).toBe(
      'Documento in fase di stampa o non disponibile, riprovare più tardi',
    );
    expect(MESSAGES.notificationAcknowledge).toBe('HO PRESO VISIONE DEL MESSAGGIO');
    expect(MESSAGES.contactRequestSent).toBe('Richiesta inviata!');
    for (const text of Object.values(MESSAGES)) expect(text.trim()).not.toBe('');
  });
});

describe('notifications', () => {
  it.each([
    [{}, true, false, false],
    [{ readingDate: '2024-01-01' }, false, false, false],
    [{ readTime: '2024-01-01T10:00:00Z' }, false, false, false],
    [{ readingDate: ' ' }, true, false, false],
    [{ notificationType: { acceptanceRequired: true } }, true, false, true],
    [{ notificationType: { acceptanceRequired: true }, confirmationDate: '2024-01-02' }, true, true, false],
    [{ notificationType: { acceptanceRequired: true }, acceptedTime: '2024-01-02' }, true, true, false],
    [{ notificationType: { acceptanceRequired: false } }, true, false, false],
  ])('%j -> unread %s, accepted %s, dialog %s', (n, unread, accepted, dialog) => {
    expect(isNotificationUnread(n)).toBe(unread);
    expect(isNotificationAccepted(n)).toBe(accepted);
    expect(needsAcceptanceDialog(n)).toBe(dialog);
  });
  it('counts unread', () => {
    expect(countUnread([{}, { readingDate: '2024-01-01' }, {}])).toBe(2);
  });
});
