import type { SupplyCommodity } from './consumption-graph';

/** Business constants and limits (spec section 9). */

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

/** Invoices are listed newest first. */
export const INVOICES_ORDER = 'Desc';

/** Client app version string (spec section 9). */
export const CLIENT_APP_VERSION = '0.9.1';

export const REQUEST_TIMEOUT_MS = 15_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PUSH_NAVIGATION_DELAY_MS = 500;
export const SCROLL_RESET_DELAY_MS = 50;
/** The forced-update check runs every 3 hours while logged in. */
export const MIN_VERSION_CHECK_INTERVAL_MS = 10_800_000;
export const TRACE_SAMPLE_RATE = 0.5;

export const ADDRESS_MIN_SCORE = 50;
/** The address service is always asked about Italy. */
export const ADDRESS_COUNTRY = 'Italia';
export const ADDRESS_COUNTRY_CODE = 'IT';

export const OTP_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
/** Mobile layout below this width (px). */
export const MOBILE_LAYOUT_MAX_WIDTH = 992;

export const READINGS_YEARS_BACK = 2;
/** From this day (Europe/Rome) proposal dates are widened to whole days. */
export const PROPOSAL_CUTOVER_DATE = '2024-01-16';

export const DEFAULT_PAYMENT_GATEWAY_ID = 1;
export const PAY_KINDS = ['Invoices', 'Installments'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

export const QUOTATION_DEFAULT_TYPE = 'PUN';
export const QUOTATION_DEFAULT_DETAIL = 'hourly';
export const HOURLY_PRICE_TYPE = 'Orario';
export const MEASURE_CHANNEL_TYPE_CODE = 1;

/** Instalment request window: days after the due date (the regulator's rule; 30 in one reading). */
export const INSTALLMENT_REQUEST_GRACE_DAYS = 10;
/** Invoice type codes shown in the list view (spec sections 4, 5 and 9). */
export const INVOICE_LIST_VIEW_TYPE_CODES = [1, 2, 4, 5, 31, 9] as const;

export const BASE64_CHUNK_SIZE = 512;
export const DEFAULT_LOCALE = 'it';
export const STORE_COUNTRY = 'IT';
export const PRODUCTION = true;

/** Configuration property holding the minimum app version. */
export const MIN_VERSION_PROPERTY = 'App_min_version';

export const API_BASE_PATH = '/services/rest/portalapi';
export const BPM_BASE_PATH = '/services/rest/bpm/v1';
export const STRADARIO_BASE_PATH = '/services/rest/stradario';

/** Keys of local and session storage (spec section 3). */
export const STORAGE_KEYS = {
  biometricActive: '_biometric_active',
  company: '_company',
  referByCrm: '_referByCrm',
  pushId: 'pushNotificationsFbPushId',
  logged: 'logged',
  linked: 'linked',
  redirectPush: 'redirectPush',
  downloadInvoiceCsv: 'downloadInvoiceCsv',
  data: 'data',
  loginActive: '_login_active',
} as const;

/** Deep-link action for the invoice details CSV. */
export const DOWNLOAD_INVOICE_CSV_ACTION = 'download_invoice_details_csv';

/** A commodity in words, as the customer reads it on supplies and invoices. */
export const COMMODITY_LABEL: Record<SupplyCommodity, string> = {
  luce: 'Luce',
  gas: 'Gas',
  teleriscaldamento: 'Teleriscaldamento',
};

/**
 * Lengths of free text that the web's forms and the server's contract both apply (one source):
 * the form stops typing at the limit, the server refuses longer text with a 400.
 */
export const TEXT_LIMITS = {
  /** The contact form's message (support request). */
  contactDescription: 2000,
  /** An information request's subject and message. */
  requestSubject: 120,
  requestMessage: 2000,
  /** The note of an instalment request. */
  installmentNote: 500,
  /** The holder of the account of a direct debit. */
  accountHolder: 120,
} as const;
