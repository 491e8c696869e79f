import type { Response } from 'express';
import type { VerifyEvent } from '@codecourt/contracts';

/** Server-sent events: each event is one `data:` line of JSON; the stream ends after the last one. */
export function openEventStream(res: Response): { send: (event: VerifyEvent) => void; end: () => void } {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  // Proxies (nginx) would otherwise hold the events until the end.
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  return {
    send: (event) => {
      if (!res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  };
}
