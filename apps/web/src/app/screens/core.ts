import type { ScreenTable } from './screen-module';

/** The shell's own screens: company choice, customers, errors, the accessibility statement. */
export const CORE_SCREENS: ScreenTable = {
  company: () => import('../routes/company'),
  customers: () => import('../routes/customers'),
  error: () => import('../routes/error-pages'),
  error_no_customers: () => import('../routes/error-pages'),
  'error-503': () => import('../routes/error-pages'),
  'error-404': () => import('../routes/error-pages'),
  'accessibility-statement': () => import('../routes/accessibility-statement'),
};
