import { setMaxListeners } from 'node:events';

/**
 * The server's shutdown, as a signal every long-lived answer listens to (board streams, the Contest API feed,
 * live judging). Thousands of them are open on contest day, each with its own listener: Node's default of 10
 * would log a "possible memory leak" warning from the eleventh on, so this signal has no limit (each listener
 * is removed when its stream ends).
 */
export function createShutdown(): AbortController {
  const shutdown = new AbortController();
  setMaxListeners(0, shutdown.signal);
  return shutdown;
}
