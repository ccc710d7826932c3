import type { ScreenTable } from './screen-module';

/** Supplies, readings, consumption, hourly price, shipping address and direct debit. */
export const ENERGY_SCREENS: ScreenTable = {
  supplies: () => import('../routes/supplies'),
  supply: () => import('../routes/supply'),
  'supply-edit-name': () => import('../routes/supply-edit-name'),
  'supply-graphs': () => import('../routes/supply-graphs'),
  'supply-graphs-anon': () => import('../routes/supply-graphs'),
  supply_self_reading: () => import('../routes/supply-self-reading'),
  'self-reading-archive-supply': () => import('../routes/self-reading-archive'),
  'self-reading-archive': () => import('../routes/self-reading-archive'),
  pun: () => import('../routes/pun'),
  'edit-shipping-address': () => import('../routes/edit-shipping-address'),
  'add-bank-debit': () => import('../routes/bank-debit'),
  'edit-bank-debit': () => import('../routes/bank-debit'),
};
