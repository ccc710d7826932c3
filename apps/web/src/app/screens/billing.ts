import type { ScreenTable } from './screen-module';

/** The dashboard, bills, payments and instalments. */
export const BILLING_SCREENS: ScreenTable = {
  dashboard: () => import('../routes/dashboard'),
  invoices: () => import('../routes/invoices'),
  'invoices-list': () => import('../routes/invoices'),
  invoice: () => import('../routes/invoice'),
  invoice_payment_ok: () => import('../routes/invoice-payment-result'),
  invoice_payment_ko: () => import('../routes/invoice-payment-result'),
  'invoice-installments-to-pay': () => import('../routes/invoice-installments-to-pay'),
  'invoice-request-installments': () => import('../routes/invoice-request-installments'),
  'invoice-comparison': () => import('../routes/invoice-comparison'),
  'invoice-comparison-pair': () => import('../routes/invoice-comparison'),
  offer: () => import('../routes/offer'),
};
