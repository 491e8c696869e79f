import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES } from '@codecourt/contracts';
import { AppError, appError } from './app-error.js';
import { unavailableDependency } from './dependency-errors.js';
import { isInvalidTextError } from './invalid-text-errors.js';
import { toLoggableError } from './loggable-error.js';
import type { Logger } from './logger.js';
import { requestLog } from './request-log.js';

/** Errors from body-parser and serve-static (http-errors): a numeric status and, for the body parser, a type. */
type HttpLikeError = { status: number; type?: unknown };

function isHttpLikeError(error: unknown): error is HttpLikeError {
  return (
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
  );
}

/**
 * Maps anything thrown to an AppError: known client errors keep their status, an unreachable database or
 * Redis is a 503 that says so (the client may retry; the connections come back by themselves), everything
 * else is a 500.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const down = unavailableDependency(error);
  if (down === 'database') return appError('databaseUnavailable', 503, error);
  if (down === 'redis') return appError('serviceUnavailable', 503, error);
  if (isInvalidTextError(error)) return new AppError('invalidText', MESSAGES.nulCharacter, 400, false, error);
  if (isHttpLikeError(error)) {
    if (error.type === 'entity.parse.failed') return appError('malformedJson', 400, error);
    if (error.status === 413) return appError('payloadTooLarge', 413, error);
    if (error.status === 404) return appError('notFound', 404, error);
    if (error.status >= 400 && error.status < 500)
      return new AppError('invalidRequest', MESSAGES.invalidRequest, error.status, false, error);
  }
  return new AppError('unexpected', MESSAGES.internalServerError, 500, false, error);
}

/** What a 503 tells clients to wait: about how long a restarted database or Redis takes to answer again. */
const RETRY_AFTER_SECONDS = 5;

/** Statuses that say "a service behind us failed", thrown on purpose with a catalogue message. */
const SERVICE_STATUSES = new Set([502, 503, 504]);

/** A 5xx shows its message only when it names an unavailable service; anything else stays "Internal server error". */
function shownServerMessage(error: AppError): string {
  return SERVICE_STATUSES.has(error.httpStatus) && !error.isCatastrophic
    ? error.message
    : MESSAGES.internalServerError;
}

/** The one place an error becomes a response: `{error}` with its status; 5xx details stay in the log. */
export const createErrorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    if (appError.httpStatus >= 500) {
      const level = appError.isCatastrophic ? 'fatal' : 'error';
      requestLog(req, logger)[level]({ err: toLoggableError(appError) }, 'request failed');
      if (appError.httpStatus === 503 && !res.hasHeader('Retry-After'))
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(appError.httpStatus).json({ error: shownServerMessage(appError) });
      return;
    }
    res.status(appError.httpStatus).json({ error: appError.message });
  };

/** Unknown routes answer JSON like every other error. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  const message = /^\/(api|judge0)(\/|\?|$)/.test(req.originalUrl)
    ? MESSAGES.routeNotFound
    : MESSAGES.notFound;
  next(new AppError('notFound', message, 404));
};
