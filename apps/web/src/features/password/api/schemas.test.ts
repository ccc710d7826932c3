import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@sportello/domain';
import { byCustomerCodeSchema, byUsernameSchema, FORGOT_MESSAGES } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('forgotten password by username', () => {
  it.each([
    [{ username: 'demo.wdo', email: 'demo.wdo@example.it' }, []],
    [{ username: ' ', email: '' }, [FORGOT_MESSAGES.usernameRequired, FORGOT_MESSAGES.emailRequired]],
    [{ username: 'demo.wdo', email: 'non-una-mail' }, [MESSAGES.emailInvalid]],
  ])('%j → %j', (values, expected) => {
    expect(messages(byUsernameSchema.safeParse(values))).toEqual(expected);
  });
});

describe('forgotten password by customer code', () => {
  it.each([
    [{ customerCode: 'AST0001001', taxId: 'RSSMRA85T10A562S' }, []],
    [{ customerCode: 'AST0001002', taxId: '12345670017' }, []],
    [{ customerCode: '', taxId: '' }, [FORGOT_MESSAGES.customerCodeRequired, FORGOT_MESSAGES.taxIdRequired]],
    [
      { customerCode: 'A-1', taxId: '12345678901' },
      [MESSAGES.clientCodeInvalid, MESSAGES.ownerTaxCodeInvalid],
    ],
  ])('%j → %j', (values, expected) => {
    expect(messages(byCustomerCodeSchema.safeParse(values))).toEqual(expected);
  });
});
