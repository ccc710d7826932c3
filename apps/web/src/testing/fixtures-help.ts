import type { Session, User } from '@sportello/contract';
import { testSession } from './render';

/** The logged-in user of the session, with the customer codes the contact form offers. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    key: 'USR0005',
    username: 'mario.rossi',
    status: 'active',
    type: 'customer',
    email: 'mario@example.it',
    userOptions: '',
    receiveCommercialNotifications: false,
    receiveTechNotifications: true,
    contracts: { contract: [{ id: 3, key: 'CTR-0003' }] },
    ...overrides,
  };
}

/** A session whose user holds the given customer codes. */
export function sessionWithContracts(keys: string[]): Session {
  return testSession('ast', {
    user: userFixture({ contracts: { contract: keys.map((key, i) => ({ id: i + 1, key })) } }),
  });
}
