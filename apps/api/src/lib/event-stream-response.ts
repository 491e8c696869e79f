import type { Response } from 'express';

/**
 * Opens `res` as a server-sent event stream (no caching, no proxy buffering) with a comment line every
 * `heartbeatMs` so proxies keep it open. Returns the function that stops the heartbeat.
 */
export function startEventStream(res: Response, heartbeatMs: number): () => void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  const heartbeat = setInterval(() => {
    res.write(': heartbeat\n\n');
  }, heartbeatMs);
  return () => {
    clearInterval(heartbeat);
  };
}
