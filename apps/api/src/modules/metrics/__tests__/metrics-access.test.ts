import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REQUEST_ID_HEADER } from '@codecourt/contracts';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';

const TOKEN = 'scrape-token-0123456789abcdef';

let database: TestDatabase;
let guarded: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  guarded = await createTestApp({ database, config: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await database.dispose();
});

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  it('when no token is sent, then it answers 401 with the catalogue message and a Bearer challenge', async () => {
    const res = await request(guarded.app).get('/api/metrics');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.metricsUnauthorized });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['the token without the Bearer scheme', TOKEN],
    ['a Basic credential', `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`],
  ])('when %s is sent, then it answers 401 and no figure', async (_, authorization) => {
    const res = await request(guarded.app).get('/api/metrics').set('Authorization', authorization);

    expect(res.status).toBe(401);
    expect(res.text).not.toContain('codecourt_http_requests_total');
  });

  it('when the token is sent, then it answers the Prometheus text format with the process figures', async () => {
    const res = await request(guarded.app).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE codecourt_http_requests_total counter');
    expect(res.text).toContain('# TYPE codecourt_http_request_duration_seconds histogram');
    expect(res.text).toContain('# TYPE codecourt_judge_queue_jobs gauge');
    expect(res.text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('when a scrape is answered, then it is not written to the access log but still gets a request id', async () => {
    const res = await request(guarded.app).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);

    expect(res.headers[REQUEST_ID_HEADER.toLowerCase()]).toMatch(/^[\w.:-]+$/);
    expect(guarded.logs()).not.toContain('/api/metrics');
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('when the API runs in production, then the endpoint does not exist (404)', async () => {
    const production = await createTestApp({ database, config: { isProduction: true } });

    const res = await request(production.app).get('/api/metrics');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
  });

  it('when the API runs in development and the scraper is on this machine, then it answers the figures', async () => {
    const development = await createTestApp({ database });

    const res = await request(development.app).get('/api/metrics');

    expect(res.status).toBe(200);
    expect(res.text).toContain('codecourt_http_requests_total');
  });

  it('when a forwarded header names a remote address, then the address of the socket decides', async () => {
    const development = await createTestApp({ database, config: { trustProxy: true } });

    const res = await request(development.app).get('/api/metrics').set('X-Forwarded-For', '203.0.113.9');

    // supertest connects over loopback, so the answer is the figures whatever the header claims.
    expect(res.status).toBe(200);
  });
});
