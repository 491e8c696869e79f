import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { TestBrowser } from './test-browser.js';

/** One server-sent event as it arrived, with when (ms since the stream opened). */
export type ReceivedEvent = { event: string; data: unknown; atMs: number };

export type EventStream = {
  status: number;
  contentType: string | null;
  /** The events so far (grows while the stream is open). */
  readonly events: ReceivedEvent[];
  /** Comment lines (heartbeats) seen so far. */
  readonly comments: number;
  /** Resolves with every event once the server ends the stream. */
  ended: Promise<ReceivedEvent[]>;
  close: () => void;
};

/** The app on a real port: event streams are read as they arrive, which supertest cannot do. */
export async function listenOnFreePort(
  app: Express,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

function parseBlock(block: string): { event: string; data: string } | 'comment' | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return 'comment';
    if (line.startsWith('event: ')) event = line.slice('event: '.length);
    if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  return data.length ? { event, data: data.join('\n') } : undefined;
}

/** Opens GET `path` with `browser`'s cookies, as EventSource in the page would, and records its events. */
export async function openEventStream(
  baseUrl: string,
  browser: TestBrowser,
  path: string,
): Promise<EventStream> {
  const controller = new AbortController();
  const cookie = [...browser.cookies]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const started = Date.now();
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { Accept: 'text/event-stream', Cookie: cookie },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const stream = { comments: 0 };
  const read = async () => {
    if (!res.body) return events;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed === 'comment') stream.comments += 1;
          else if (parsed)
            events.push({ ...parsed, data: JSON.parse(parsed.data), atMs: Date.now() - started });
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
    return events;
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    get comments() {
      return stream.comments;
    },
    ended: read(),
    close: () => {
      controller.abort();
    },
  };
}
