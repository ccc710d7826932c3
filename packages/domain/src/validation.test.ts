import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  buildContactPayload,
  firstError,
  isContactSubject,
  isDigitsOnly,
  isPresent,
  isValidClientCode,
  isValidEmail,
  isValidHomePhone,
  isValidMobilePhone,
  isValidOtp,
  isValidPassword,
  normalizeEmail,
  normalizePhone,
  passwordErrors,
  passwordRuleFailures,
  validateAddress,
  validateCity,
  validateCivicNumber,
  validateClientCode,
  validateContactForm,
  validateDigitsOnly,
  validateEmail,
  validateHomePhone,
  validateMobilePhone,
  validateOtp,
  validateOwnerTaxCode,
  validatePassword,
  validatePasswordConfirmation,
  validatePostalCode,
  validatePrivacyConsent,
  validateProvince,
  validateRequired,
  validateSignerTaxCode,
  validateUsername,
} from './validation';

describe('required and digits', () => {
  it.each([
    ['a', true],
    ['  a ', true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
    [null, false],
    [undefined, false],
    [0, true],
    [false, true],
    [[], false],
    [['x'], true],
  ])('isPresent(%j) = %s', (v, ok) => {
    expect(isPresent(v)).toBe(ok);
    expect(validateRequired(v)).toBe(ok ? null : MESSAGES.required);
  });

  it('uses a custom message', () => {
    expect(validateRequired('', 'X')).toBe('X');
  });

  it.each([
    ['0123', true],
    ['12a', false],
    ['1 2', false],
    ['-1', false],
    ['1.5', false],
    ['', false],
  ])('isDigitsOnly(%j) = %s', (v, ok) => {
    expect(isDigitsOnly(v)).toBe(ok);
  });

  it('validateDigitsOnly lets empty values through', () => {
    expect(validateDigitsOnly('')).toBeNull();
    expect(validateDigitsOnly(null)).toBeNull();
    expect(validateDigitsOnly('123')).toBeNull();
    expect(validateDigitsOnly('12x')).toBe(MESSAGES.digitsOnly);
  });

  it('firstError returns the first failing validator', () => {
    expect(firstError('', validateRequired, validateDigitsOnly)).toBe(MESSAGES.required);
    expect(firstError('ab', validateRequired, validateDigitsOnly)).toBe(MESSAGES.digitsOnly);
    expect(firstError('12', validateRequired, validateDigitsOnly)).toBeNull();
  });
});

describe('password', () => {
  it.each([
    ['Sportello!2026', []],
    ['Abcdefg!1', []],
    ['Àbcdefg#9', []],
    ['short!A1', []],
    ['Short!1', ['minLength']],
    ['sportello!2026', ['uppercase']],
    ['Sportello2026', ['symbol']],
    ['Sportello!', ['digit']],
    ['Sportello', ['symbol', 'nonAlphabetic', 'digit']],
    ['', ['minLength', 'uppercase', 'symbol', 'nonAlphabetic', 'digit']],
    ['Spor tello12', ['symbol']],
  ] as const)('%j breaks %j', (pw, rules) => {
    expect(passwordRuleFailures(pw)).toEqual(rules);
    expect(isValidPassword(pw)).toBe(rules.length === 0);
  });

  it('gives each message separately', () => {
    expect(passwordErrors('abc')).toEqual([
      MESSAGES.passwordMinLength,
      MESSAGES.passwordUppercase,
      MESSAGES.passwordSymbol,
      MESSAGES.passwordNonAlphabetic,
      MESSAGES.passwordDigit,
    ]);
    expect(validatePassword('abc')).toBe(MESSAGES.passwordMinLength);
    expect(validatePassword('Sportello!2026')).toBeNull();
    expect(validatePassword(null)).toBe(MESSAGES.passwordMinLength);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordRuleFailures('Ab1!😀😀😀')).toEqual(['minLength']);
  });

  it('checks the confirmation', () => {
    expect(validatePasswordConfirmation('Abc!1234', 'Abc!1234')).toBeNull();
    expect(validatePasswordConfirmation('Abc!1234', 'abc!1234')).toBe(MESSAGES.passwordMismatch);
    expect(validatePasswordConfirmation(null, undefined)).toBeNull();
  });
});

describe('username', () => {
  it.each([
    ['mario85', true],
    ['MarioRossi', true],
    [' mario ', true],
    ['mario.rossi', false],
    ['mario rossi', false],
    ['mario_rossi', false],
    ['màrio', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (v, ok) => {
    expect(validateUsername(v)).toBe(ok ? null : MESSAGES.usernameInvalid);
  });
});

describe('tax codes of owner and signer, client code', () => {
  it.each([
    ['RSSMRA85T10A562S', null],
    ['12345670017', null],
    ['12345678903', MESSAGES.ownerTaxCodeInvalid],
    ['12345678901', MESSAGES.ownerTaxCodeInvalid],
    ['', MESSAGES.ownerTaxCodeInvalid],
  ])('owner %j', (v, msg) => {
    expect(validateOwnerTaxCode(v)).toBe(msg);
  });

  it.each([
    ['RSSMRA85T10A562S', null],
    ['12345670017', MESSAGES.signerTaxCodeInvalid],
  ])('signer %j', (v, msg) => {
    expect(validateSignerTaxCode(v)).toBe(msg);
  });

  it.each([
    ['1001234', true],
    ['AB12CD', true],
    ['123', false],
    ['123456789012345678901', false],
    ['12-34', false],
  ])('client code %j -> %s', (v, ok) => {
    expect(isValidClientCode(v)).toBe(ok);
    expect(validateClientCode(v)).toBe(ok ? null : MESSAGES.clientCodeInvalid);
  });
});

describe('e-mail (section 5)', () => {
  it.each([
    'mario.rossi@example.it',
    'mario_rossi-85@mail.example.com',
    '  mario@example.it  ',
    'MARIO@EXAMPLE.IT',
    'a@b.info',
    'x@sub-domain.example.co',
    '1@2.34',
  ])('accepts %j', (v) => {
    expect(isValidEmail(v)).toBe(true);
    expect(validateEmail(v)).toBeNull();
  });

  it.each([
    ['mario+tag@example.it', 'plus is not in the local-part set'],
    ['mario@example.museum', 'top level longer than 4'],
    ['mario@example.i', 'top level shorter than 2'],
    ['mario@example', 'no top level'],
    ['mario@@example.it', 'double @'],
    ['mario@.example.it', 'empty label'],
    ['mario@exa_mple.it', 'underscore in domain'],
    ['mario rossi@example.it', 'space'],
    ['màrio@example.it', 'accented letter'],
    ['', 'empty'],
    [null, 'null'],
  ])('rejects %j (%s)', (v, _note) => {
    expect(isValidEmail(v)).toBe(false);
    expect(validateEmail(v)).toBe(MESSAGES.emailInvalid);
  });

  it('trims', () => {
    expect(normalizeEmail('  a@b.it ')).toBe('a@b.it');
    expect(normalizeEmail(undefined)).toBe('');
  });
});

describe('phones', () => {
  it.each([
    ['3331234567', true],
    [' 333 123 4567 ', true],
    ['+39 333 1234567', true],
    ['0039 3331234567', true],
    ['333-123.4567', true],
    ['313123456', true],
    ['06 1234567', false],
    ['33312345', false],
    ['33312345678', false],
    ['+41 333 1234567', false],
    ['abc', false],
    ['', false],
  ])('mobile %j -> %s', (v, ok) => {
    expect(isValidMobilePhone(v)).toBe(ok);
    expect(validateMobilePhone(v)).toBe(ok ? null : MESSAGES.mobilePhoneInvalid);
  });

  it.each([
    ['06 12345678', true],
    ['0612345678', true],
    ['+39 02 1234567', true],
    ['(0471) 123456', true],
    ['0123', false],
    ['3331234567', true],
    ['1234567', false],
    ['', false],
  ])('home %j -> %s', (v, ok) => {
    expect(isValidHomePhone(v)).toBe(ok);
    expect(validateHomePhone(v)).toBe(ok ? null : MESSAGES.phoneInvalid);
  });

  it('normalises', () => {
    expect(normalizePhone(' 0039 333/123 45-67 ')).toBe('+393331234567');
    expect(normalizePhone(null)).toBe('');
  });
});

describe('OTP', () => {
  it.each([
    ['1234', true],
    [' 0000 ', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
  ])('%j -> %s', (v, ok) => {
    expect(isValidOtp(v)).toBe(ok);
    expect(validateOtp(v)).toBe(ok ? null : 'Il codice non è corretto');
  });
});

describe('address fields', () => {
  it.each([
    ['00184', null],
    [' 20121 ', null],
    ['0018', MESSAGES.postalCodeInvalid],
    ['001845', MESSAGES.postalCodeInvalid],
    ['A0184', MESSAGES.postalCodeInvalid],
  ])('CAP %j', (v, m) => expect(validatePostalCode(v)).toBe(m));

  it.each([
    ['1', null],
    ['12A', null],
    ['12/B', null],
    ['12 bis', null],
    ['12-bis', null],
    ['12/3', null],
    ['SNC', null],
    ['snc', null],
    ['', MESSAGES.civicNumberInvalid],
    ['A12', MESSAGES.civicNumberInvalid],
    ['123456', MESSAGES.civicNumberInvalid],
    ['12 int. 3', MESSAGES.civicNumberInvalid],
  ])('civic number %j', (v, m) => expect(validateCivicNumber(v)).toBe(m));

  it.each([
    ['Roma', null],
    ["Sant'Angelo d'Alife", null],
    ['Forlì', null],
    ['Bolzano/Bozen', null],
    ['Reggio nell’Emilia', null],
    ['S. Giovanni in Persiceto', null],
    ['R', MESSAGES.cityInvalid],
    ['Roma 2', MESSAGES.cityInvalid],
    ["'Roma", MESSAGES.cityInvalid],
    ['x'.repeat(61), MESSAGES.cityInvalid],
  ])('city %j', (v, m) => expect(validateCity(v)).toBe(m));

  it.each([
    ['RM', null],
    ['bz', null],
    ['R', MESSAGES.provinceInvalid],
    ['R1', MESSAGES.provinceInvalid],
  ])('province %j', (v, m) => expect(validateProvince(v)).toBe(m));

  it.each([
    ['Via Roma', null],
    ['Via XX Settembre', null],
    ["P.zza dell'Unità d'Italia", null],
    ['Corso Vittorio Emanuele II, 3°', null],
    ['Via 4 Novembre', null],
    ['123', MESSAGES.addressInvalid],
    ['V', MESSAGES.addressInvalid],
    ['Via <script>', MESSAGES.addressInvalid],
    ['a'.repeat(101), MESSAGES.addressInvalid],
  ])('street %j', (v, m) => expect(validateAddress(v)).toBe(m));
});

describe('privacy consent', () => {
  it.each([
    [true, null],
    [false, MESSAGES.privacyConsentRequired],
    [undefined, MESSAGES.privacyConsentRequired],
    [null, MESSAGES.privacyConsentRequired],
  ])('%j', (v, m) => expect(validatePrivacyConsent(v)).toBe(m));
});

describe('contact form', () => {
  it('reports each missing field with its message', () => {
    expect(validateContactForm({ subject: '', message: ' ', phone: null, contractCode: undefined })).toEqual({
      subject: 'Selezionare oggetto',
      message: 'Inserire messaggio',
      phone: 'Inserire telefono',
      contractCode: 'Selezionare codice cliente',
    });
    expect(
      validateContactForm({ subject: 'bolletta', message: 'Ciao', phone: '3331234567', contractCode: 'C1' }),
    ).toEqual({});
  });

  it('knows the subject options', () => {
    expect(isContactSubject('autolettura')).toBe(true);
    expect(isContactSubject('reclamo')).toBe(false);
    expect(isContactSubject(null)).toBe(false);
  });

  it('removes empty customer and contract keys from the payload', () => {
    const base = { subject: 'altro', description: 'Testo', mobilephone: ' 333 1234567 ', company: 'ast' };
    expect(buildContactPayload({ ...base, customerKey: '', contractKey: '  ' })).toEqual({
      subject: 'altro',
      description: 'Testo',
      mobilephone: '3331234567',
      company: 'ast',
    });
    expect(buildContactPayload({ ...base, customerKey: 'CU1', contractKey: 'CO1' })).toMatchObject({
      customer: { key: 'CU1' },
      contract: { key: 'CO1' },
    });
  });
});
