import { Writable } from 'node:stream';
import { createLogger } from '../lib/logger.js';
import type { LogLevel, Logger } from '../lib/logger.js';

/** A real pino logger writing into memory: tests stay quiet and can read every line that was logged. */
export function captureLogs(level: LogLevel = 'trace'): {
  logger: Logger;
  text: () => string;
  lines: () => unknown[];
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = createLogger(level, stream);
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown),
  };
}
