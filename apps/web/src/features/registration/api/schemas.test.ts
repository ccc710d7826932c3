import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@sportello/domain';
import {
  delegatePersonSchema,
  addressSchema,
  customerAccountSchema,
  customerCodeSchema,
  delegateContactsSchema,
  privacySchema,
  REGISTRATION_MESSAGES,
  taxIdFields,
} from './schemas';
import type { CustomerType } from './draft';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe('customer code and tax id, by customer type', () => {
  it.each([
    ['private', { customerCode: 'AST0001090', taxId: 'CNTLNE90C55H501B' }, []],
    ['private', { customerCode: 'AST0001090', taxId: 'cntlne90c55h501b' }, []],
    ['private', { customerCode: 'AST0001090', taxId: 'CNTLNE90C55H501X' }, [MESSAGES.fiscalCodeInvalid]],
    [
      'private',
      { customerCode: '', taxId: '' },
      [REGISTRATION_MESSAGES.customerCodeRequired, REGISTRATION_MESSAGES.fiscalCodeRequired],
    ],
    ['private', { customerCode: 'A-1', taxId: 'CNTLNE90C55H501B' }, [MESSAGES.clientCodeInvalid]],
    ['company', { customerCode: 'AST0001002', taxId: '02345670158' }, []],
    ['company', { customerCode: 'AST0001002', taxId: '02345670159' }, [MESSAGES.vatNumberInvalid]],
    ['company', { customerCode: 'AST0001002', taxId: '12345678903' }, [MESSAGES.vatNumberInvalid]],
    ['company', { customerCode: 'AST0001002', taxId: '' }, [REGISTRATION_MESSAGES.vatNumberRequired]],
    ['condominium', { customerCode: 'AST0001004', taxId: '80012340586' }, []],
    ['condominium', { customerCode: 'AST0001004', taxId: '80012345676' }, [MESSAGES.fiscalCodeInvalid]],
    ['body', { customerCode: 'AST0001004', taxId: '80012340586' }, []],
  ] as const)('%s %j → %j', (type, values, expected) => {
    expect(messages(customerCodeSchema(type).safeParse(values))).toEqual(expected);
  });

  it.each([
    ['private', ' cntlne90c55h501b ', { fiscalCode: 'CNTLNE90C55H501B' }],
    ['company', 'IT 02345670158', { vatNumber: '02345670158' }],
    ['condominium', '800 1234 0586', { fiscalCode: '80012340586' }],
  ] as const)('%s %j travels as %j', (type: CustomerType, value, expected) => {
    expect(taxIdFields(type, value)).toEqual(expected);
  });
});

describe('account, contacts, address, privacy', () => {
  it.each([
    [{ username: 'mario1', email: 'mario@example.it' }, []],
    [{ username: 'mario.rossi', email: 'mario@example.it' }, [MESSAGES.usernameInvalid]],
    [{ username: '', email: 'mario@' }, [REGISTRATION_MESSAGES.usernameRequired, MESSAGES.emailInvalid]],
  ])('account %j → %j', (values, expected) => {
    expect(messages(customerAccountSchema.safeParse(values))).toEqual(expected);
  });

  it.each([
    [{ email: 'anna@example.it', phoneMobile: '333 1234567' }, []],
    [{ email: 'anna@example.it', phoneMobile: '06 1234567' }, [MESSAGES.mobilePhoneInvalid]],
    [
      { email: '', phoneMobile: '' },
      [REGISTRATION_MESSAGES.emailRequired, REGISTRATION_MESSAGES.phoneRequired],
    ],
  ])('delegate contacts %j → %j', (values, expected) => {
    expect(messages(delegateContactsSchema.safeParse(values))).toEqual(expected);
  });

  it.each([
    [
      { city: 'Roma', province: 'RM', streetName: 'Via Nazionale', civicNumber: '10', postalCode: '00184' },
      [],
    ],
    [
      {
        city: 'Roma',
        province: 'Roma',
        streetName: 'Via Nazionale',
        civicNumber: 'dieci',
        postalCode: '184',
      },
      [MESSAGES.provinceInvalid, MESSAGES.civicNumberInvalid, MESSAGES.postalCodeInvalid],
    ],
  ])('address %j → %j', (values, expected) => {
    expect(messages(addressSchema.safeParse(values))).toEqual(expected);
  });

  it('the consent to personal data is mandatory, the others are not', () => {
    expect(messages(privacySchema.safeParse({ personalData: false, marketing: true, others: true }))).toEqual(
      [MESSAGES.privacyConsentRequired],
    );
    expect(
      messages(privacySchema.safeParse({ personalData: true, marketing: false, others: false })),
    ).toEqual([]);
  });
});

describe('the delegate name rule (issue 18)', () => {
  const person = (firstName: string, lastName: string) =>
    delegatePersonSchema.safeParse({ firstName, lastName, fiscalCode: 'FRRCHR88A41H501W' });
  const messages = (r: ReturnType<typeof person>) => (r.success ? [] : r.error.issues.map((i) => i.message));

  it('accepts letters, spaces, apostrophes and hyphens; refuses anything else and more than 40 together', () => {
    expect(person('Gianna Maria', "D'Amico-Neri").success).toBe(true);
    expect(messages(person('Mario.', 'Clicca qui www.x.it'))).toContain(
      'Nome non valido: solo lettere, spazi, apostrofi e trattini, al massimo 40 caratteri',
    );
    expect(person('Mario', 'Rossi 2').success).toBe(false);
    expect(person('Anna', 'B'.repeat(36)).success).toBe(false);
    expect(person('Anna', 'B'.repeat(36)).error?.issues[0]?.path).toEqual(['lastName']);
  });
});
