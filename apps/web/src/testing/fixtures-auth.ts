import type { User } from '@sportello/contract/core';

/**
 * A user as the API answers it (login, session, PUT /users), for the tests of the login,
 * biometric, onboarding and registration screens; each test names only what it looks at.
 */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 11,
    key: 'USR0011',
    username: 'demo.ast',
    status: 'Attivo',
    type: 'customer',
    email: 'demo.ast@example.it',
    userOptions: '',
    receiveCommercialNotifications: false,
    receiveTechNotifications: true,
    contracts: { contract: [] },
    ...overrides,
  };
}
