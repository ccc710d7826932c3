/**
 * HTTP constants of the contract without zod, so the web's initial bundle can use them without
 * pulling the schema library (schemas load with the routes that validate forms).
 */

/** Base paths of the HTTP API (DESIGN.md "HTTP contract conventions"). */
export const API_BASE = '/services/rest/portalapi';
export const BPM_BASE = '/services/rest/bpm/v1';
export const STRADARIO_BASE = '/services/rest/stradario';
/** The integration API: the retailer's systems (ERP, billing, metering), with a Bearer token. */
export const INTEGRATION_BASE = '/services/rest/integration/v1';
/** The operators' console API (issue 21): the retailer's people, with an operator session. */
export const CONSOLE_BASE = '/services/rest/console/v1';

/** Header carrying an operator's session on the console API (never a customer's X-Session-Id). */
export const OPERATOR_SESSION_HEADER = 'X-Operator-Session';

/** Header carrying the session id on every call after the session is created. */
export const SESSION_HEADER = 'X-Session-Id';

/** Machine-readable error codes; the message is the Italian text for the person. */
export const ERROR_CODES = {
  validation: 'validation_error',
  unauthenticated: 'unauthenticated',
  sessionExpired: 'session_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  throttled: 'too_many_attempts',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
