import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it('re-exports every topic', () => {
    for (const name of [
      'MESSAGES',
      'tooManyAttempts',
      'COMPANY_CODES',
      'DEFAULT_COMPANY',
      'isCompanyCode',
      'MODULE_KEYS',
      'canLogIn',
      'PAGE_SIZES',
      'CLIENT_APP_VERSION',
      'validateFiscalCode',
      'isValidVatNumber',
      'validateIban',
      'validateEmail',
      'installmentStatus',
      'isProposalVisible',
      'needsListView',
      'isHourlySupply',
      'priceBandsFor',
      'isRegistryChangeInProgress',
      'compareVersions',
      'isAddressScoreValid',
      'ROUTES',
      'MODULE_ROUTES',
      'guardNavigation',
      'resolveLink',
      'formatEuro',
      'base64ToByteChunks',
      'httpErrorAction',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
