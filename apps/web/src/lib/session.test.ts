import { describe, expect, it } from 'vitest';
import { appStartDecision, MESSAGES, shouldRefreshOnResume } from '@sportello/domain';
import { RETRY_LATER_MESSAGE } from './api-client';
import { LOGIN_FAILED_MESSAGE, refreshesOnResume, startClearsCompany } from './session';

const bools = [true, false];

describe('start and resume rules spelled in the session store', () => {
  it('agree with the domain package, case by case', () => {
    for (const loggedIn of bools)
      for (const company of ['ast', null, ''])
        for (const biometricActive of bools) {
          const input = { loggedIn, company, biometricActive };
          expect(startClearsCompany(input)).toBe(appStartDecision(input).clearCompany);
        }
    for (const loggedIn of bools)
      for (const loginInProgress of bools) {
        expect(refreshesOnResume({ loggedIn, loginInProgress })).toBe(
          shouldRefreshOnResume({ loggedIn, loginInProgress }),
        );
      }
  });

  it('use the catalogue texts', () => {
    expect(LOGIN_FAILED_MESSAGE).toBe(MESSAGES.loginFailed);
    expect(RETRY_LATER_MESSAGE).toBe(MESSAGES.genericRetryLater);
  });
});
