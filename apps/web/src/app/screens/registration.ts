import type { ScreenTable } from './screen-module';

/** Registration (customer and delegate) and the delegations a customer grants. */
export const REGISTRATION_SCREENS: ScreenTable = {
  request_delegation: () => import('../routes/request-delegation'),
};
