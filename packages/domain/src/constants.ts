/** Default page sizes of list calls (spec section 9). */
export const PAGE_SIZES = {
  contracts: 100,
  supplies: 1000,
  notifications: 1000,
  invoices: 5,
  customers: 100,
  requests: 100,
  readings: 100,
  townSuggestions: 10,
  streetSuggestions: 10,
  outstandingInvoiceCheck: 100,
  directDebitRequestCheck: 10,
} as const;

/** Client app version string (spec section 9). */
export const CLIENT_APP_VERSION = '0.9.1';
