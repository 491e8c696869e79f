import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Paths whose values never reach a log line: credentials in bodies, session cookies both ways,
 * the anti-forgery header and anything shaped like a secret.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'accessToken',
  'refreshToken',
  'token',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  '*.secret',
  '*.accessSecret',
  '*.refreshSecret',
];

/**
 * Stdout by default, written asynchronously: lines logged while a write is in flight go out together
 * instead of one system call each (an access line per request adds up). pino flushes what is pending
 * when the process exits, process.exit() included.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'api' },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
