import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  hasNewPasswordProblems,
  newPasswordProblems,
  ownerTaxIdField,
  type OwnerTaxIdField,
} from './password-reset';

describe('ownerTaxIdField', () => {
  const cases: Array<{ value: string | null; expected: OwnerTaxIdField | null; why: string }> = [
    { value: 'RSSMRA85T10A562S', expected: { fiscalCode: 'RSSMRA85T10A562S' }, why: 'a fiscal code' },
    { value: ' rssmra85t10a562s ', expected: { fiscalCode: 'RSSMRA85T10A562S' }, why: 'trimmed, upper case' },
    { value: '12345670017', expected: { vatNumber: '12345670017' }, why: 'a VAT number' },
    { value: '123 456 700 17', expected: { vatNumber: '12345670017' }, why: 'spaces inside removed' },
    { value: '12345678903', expected: null, why: 'a VAT number whose office code 890 does not exist' },
    { value: '12345678901', expected: null, why: 'a VAT number with a wrong check digit' },
    { value: 'RSSMRA85T10A562X', expected: null, why: 'a fiscal code with a wrong check character' },
    { value: '', expected: null, why: 'empty' },
    { value: null, expected: null, why: 'missing' },
  ];
  it.each(cases)('$value → $expected ($why)', ({ value, expected }) => {
    expect(ownerTaxIdField(value)).toEqual(expected);
  });
});

describe('newPasswordProblems', () => {
  const cases: Array<{
    password: string;
    confirmation: string;
    passwordMessages: string[];
    confirmationMessage: string | null;
    why: string;
  }> = [
    {
      password: 'Sportello!2027',
      confirmation: 'Sportello!2027',
      passwordMessages: [],
      confirmationMessage: null,
      why: 'a strong password, confirmed',
    },
    {
      password: 'debole',
      confirmation: 'debole',
      passwordMessages: [
        MESSAGES.passwordMinLength,
        MESSAGES.passwordUppercase,
        MESSAGES.passwordSymbol,
        MESSAGES.passwordNonAlphabetic,
        MESSAGES.passwordDigit,
      ],
      confirmationMessage: null,
      why: 'every rule broken, each its own message',
    },
    {
      password: 'Abcdefgh1',
      confirmation: 'Abcdefgh1',
      passwordMessages: [MESSAGES.passwordSymbol],
      confirmationMessage: null,
      why: 'only the symbol missing',
    },
    {
      password: 'Abcdefg!',
      confirmation: 'Abcdefg!',
      passwordMessages: [MESSAGES.passwordDigit],
      confirmationMessage: null,
      why: 'only the digit missing',
    },
    {
      password: 'Sportello!2027',
      confirmation: 'Sportello!2028',
      passwordMessages: [],
      confirmationMessage: MESSAGES.passwordMismatch,
      why: 'the confirmation differs',
    },
    {
      password: 'Sportello!2027',
      confirmation: '',
      passwordMessages: [],
      confirmationMessage: MESSAGES.required,
      why: 'the confirmation is empty',
    },
  ];
  it.each(cases)(
    '$password / $confirmation ($why)',
    ({ password, confirmation, passwordMessages, confirmationMessage }) => {
      const problems = newPasswordProblems(password, confirmation);
      expect(problems.password).toEqual(passwordMessages);
      expect(problems.confirmation).toBe(confirmationMessage);
      expect(hasNewPasswordProblems(problems)).toBe(
        passwordMessages.length > 0 || confirmationMessage !== null,
      );
    },
  );
});
