import { ERROR_CODES } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';

/**
 * An error that becomes the DESIGN.md error body with its HTTP status. Throw it from services
 * and routes; the central error handler turns it into the answer.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, ERROR_CODES.validation, message, fields);
export const unauthenticated = (message: string = MESSAGES.notAuthenticated) =>
  new HttpError(401, ERROR_CODES.unauthenticated, message);
export const sessionExpired = () =>
  new HttpError(401, ERROR_CODES.sessionExpired, MESSAGES.sessionExpiredTitle);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) =>
  new HttpError(409, code, message);
export const throttled = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.throttled, message, undefined, retryAfterSeconds);
