import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serialiseJson } from '../../lib/send-serialised-json.js';
import { createPublicReadLane } from '../public-read-lane.js';
import type { TrackRequest } from '../request-logger.js';

const DOCUMENT = serialiseJson({ title: 'Two Sum' });
const tracked: { id: string; url: string; status: number }[] = [];
const track: TrackRequest = (_req, res, id, url) => {
  res.on('finish', () => tracked.push({ id, url, status: res.statusCode }));
};
const lane = createPublicReadLane({
  lookup: (url) => (url === '/api/doc' ? DOCUMENT : undefined),
  headers: [
    ['X-Frame-Options', 'DENY'],
    ['Vary', 'Origin'],
  ],
  track,
});

let server: Server;
let base: string;
beforeAll(async () => {
  // What the lane leaves alone is answered 418 here, as Express would answer it in the app.
  server = createServer((req, res) => {
    if (lane(req, res)) return;
    res.statusCode = 418;
    res.end('passed on');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the public-read lane', () => {
  it('when a known URL is read, then it answers the document with its headers, a request id and a tracked line', async () => {
    const res = await fetch(`${base}/api/doc`);

    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(DOCUMENT.body);
    expect(
      Object.fromEntries(
        [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
      ),
    ).toEqual({
      'x-frame-options': 'DENY',
      vary: 'Origin',
      'x-request-id': expect.stringMatching(/^[\da-f-]{36}$/) as unknown,
      etag: DOCUMENT.etag,
      'cache-control': 'no-cache',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(DOCUMENT.body.length),
    });
    expect(tracked.at(-1)).toEqual({ id: res.headers.get('x-request-id'), url: '/api/doc', status: 200 });
  });

  it('when the caller holds the ETag, then it answers 304 without a body', async () => {
    const res = await fetch(`${base}/api/doc`, {
      headers: { 'If-None-Match': `W/"other", ${DOCUMENT.etag}`, 'X-Request-Id': 'trace-7' },
    });

    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(DOCUMENT.etag);
    expect(res.headers.get('x-request-id')).toBe('trace-7');
    expect(res.headers.get('content-type')).toBeNull();
    expect(tracked.at(-1)).toEqual({ id: 'trace-7', url: '/api/doc', status: 304 });
  });

  it('when the URL is unknown, has a query, or the request is not a plain GET, then it passes the request on', async () => {
    const answers = await Promise.all([
      fetch(`${base}/api/other`),
      fetch(`${base}/api/doc?x=1`),
      fetch(`${base}/api/doc`, { method: 'HEAD' }),
      fetch(`${base}/api/doc`, { method: 'POST' }),
      fetch(`${base}/api/doc`, { headers: { Origin: 'https://elsewhere.example' } }),
    ]);

    expect(answers.map((res) => res.status)).toEqual([418, 418, 418, 418, 418]);
  });
});
