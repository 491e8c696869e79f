import { DrizzleQueryError } from 'drizzle-orm/errors';

export type LoggableError = {
  name: string;
  message: string;
  stack?: string | undefined;
  code?: unknown;
  query?: string;
  cause?: LoggableError;
};

/**
 * A log-safe copy of an error chain. Drizzle puts a failed query's parameters (emails, password
 * hashes, token hashes) into its message, so for those only the SQL text and the driver's error are kept.
 */
export function toLoggableError(error: unknown, depth = 0): LoggableError {
  if (error instanceof DrizzleQueryError) {
    return {
      name: 'DrizzleQueryError',
      message: 'Failed query',
      query: error.query,
      ...(error.cause && depth < 5 ? { cause: toLoggableError(error.cause, depth + 1) } : {}),
    };
  }
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return {
      name: error.name,
      message: error.message,
      stack: error.stack,
      ...(code === undefined ? {} : { code }),
      ...(error.cause !== undefined && depth < 5 ? { cause: toLoggableError(error.cause, depth + 1) } : {}),
    };
  }
  return { name: 'NonError', message: String(error) };
}
