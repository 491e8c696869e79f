import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDevelopmentAndProductionApps } from '../testing/development-and-production-apps.js';
import { importTestPackage } from '../testing/test-problems.js';

const apps = useDevelopmentAndProductionApps();
beforeAll(async () => {
  await importTestPackage(apps.development.database.db, { slug: 'lane-sum' });
});

/** The headers that may differ between two answers to the same read: its id and the clock. */
function comparable(headers: Record<string, string>): Record<string, string> {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
}

// The lane answers exactly a declared URL; the same path with a trailing slash is the same route to
// Express (its routing ignores one), so it is Express's answer to the same read.
const READS = [
  ['the list', '/api/problem/getAllProblem'],
  ['a problem by slug', '/api/problem/problemById/lane-sum'],
] as const;

describe('public reads answered before Express', () => {
  for (const [what, url] of READS) {
    it(`when ${what} is read again, then the answer is Express's, header for header, in development and production`, async () => {
      for (const { app } of [apps.development, apps.production]) {
        await request(app).get(url).expect(200);
        const lane = await request(app).get(url);
        const express = await request(app).get(`${url}/`);

        expect(lane.status).toBe(200);
        expect(lane.text).toBe(express.text);
        expect(comparable(lane.headers as Record<string, string>)).toEqual(
          comparable(express.headers as Record<string, string>),
        );
      }
    });

    it(`when ${what} is revalidated with its ETag, then both answer the same 304`, async () => {
      const etag = String((await request(apps.development.app).get(url)).headers.etag);
      const lane = await request(apps.development.app).get(url).set('If-None-Match', etag);
      const express = await request(apps.development.app).get(`${url}/`).set('If-None-Match', etag);

      expect([lane.status, express.status]).toEqual([304, 304]);
      expect(comparable(lane.headers as Record<string, string>)).toEqual(
        comparable(express.headers as Record<string, string>),
      );
    });
  }

  it('when a read is answered, then its request id is echoed and its access line written', async () => {
    const url = '/api/problem/problemById/lane-sum';
    await request(apps.development.app).get(url).expect(200);
    const res = await request(apps.development.app).get(url).set('X-Request-Id', 'lane-trace-1');

    expect(res.headers['x-request-id']).toBe('lane-trace-1');
    const line = apps.development
      .logs()
      .split('\n')
      .find((text) => text.includes('"reqId":"lane-trace-1"'));
    expect(line && JSON.parse(line)).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url },
      res: { statusCode: 200 },
    });
  });
});
