import type { ScreenTable } from './screen-module';

/** Practices, services, e-mail billing, maintenance, support and the public helpers. */
export const SERVICES_SCREENS: ScreenTable = {
  practices: () => import('../routes/practices'),
  practice: () => import('../routes/practice'),
  services: () => import('../routes/services'),
  service: () => import('../routes/service'),
  'service-supply': () => import('../routes/service-supply'),
  'service-activation': () => import('../routes/service-activation'),
  'service-bollettaclick': () => import('../routes/service-bollettaclick'),
  maintenance: () => import('../routes/maintenance'),
  support: () => import('../routes/support'),
  'helpers-find-door': () => import('../routes/helpers-find-door'),
  'helpers-support': () => import('../routes/helpers-support'),
  'helpers-offers': () => import('../routes/helpers-offers'),
};
