import { IBAN_MESSAGES, MESSAGES } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { DEBIT_HOLDER_REQUIRED, debitFormSchema } from './debit-form-schema';

const valid = {
  iban: 'it60 x054 2811 1010 0000 0123 456',
  accountHolder: '  Mario Rossi ',
  accountHolderFiscalCode: ' rssmra80a01h501u ',
};

const messages = (values: typeof valid) => {
  const result = debitFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('debitFormSchema', () => {
  it('gives the request values: IBAN without spaces in capitals, trimmed holder, fiscal code in capitals', () => {
    expect(debitFormSchema.parse(valid)).toEqual({
      iban: 'IT60X0542811101000000123456',
      accountHolder: 'Mario Rossi',
      accountHolderFiscalCode: 'RSSMRA80A01H501U',
    });
  });

  it("says the domain's IBAN messages", () => {
    expect(messages({ ...valid, iban: '' }).iban).toBe(IBAN_MESSAGES.required);
    expect(messages({ ...valid, iban: 'IT60X054281110100000012345' }).iban).toBe(IBAN_MESSAGES.italianLength);
    expect(messages({ ...valid, iban: 'IT61X0542811101000000123456' }).iban).toBe(IBAN_MESSAGES.checkDigits);
  });

  it('requires the holder and a valid signer fiscal code', () => {
    expect(messages({ ...valid, accountHolder: '   ' })).toEqual({ accountHolder: DEBIT_HOLDER_REQUIRED });
    expect(messages({ ...valid, accountHolderFiscalCode: 'RSSMRA80A01H501X' })).toEqual({
      accountHolderFiscalCode: MESSAGES.signerTaxCodeInvalid,
    });
  });
});
