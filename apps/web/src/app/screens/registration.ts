import type { ScreenTable } from './screen-module';

/** Registration (customer and delegate) and the delegations a customer grants. */
export const REGISTRATION_SCREENS: ScreenTable = {
  // Registration: customer flow, then delegate flow.
  registration: () => import('../routes/registration'),
  'registration-customer': () => import('../routes/registration-customer'),
  'registration-customer-type': () => import('../routes/registration-customer-type'),
  'registration-customer-tax-code': () => import('../routes/registration-customer-tax-code'),
  'registration-customer-username': () => import('../routes/registration-customer-username'),
  'registration-customer-privacy': () => import('../routes/registration-customer-privacy'),
  'registration-customer-data': () => import('../routes/registration-customer-data'),
  'registration-customer-supplies': () => import('../routes/registration-customer-supplies'),
  'registration-delegate': () => import('../routes/registration-delegate'),
  'registration-delegate-contacts': () => import('../routes/registration-delegate-contacts'),
  'registration-delegate-address': () => import('../routes/registration-delegate-address'),
  'registration-delegate-username': () => import('../routes/registration-delegate-username'),
  'registration-delegate-privacy': () => import('../routes/registration-delegate-privacy'),
  // Delegations
  request_delegation: () => import('../routes/request-delegation'),
};
