// METRICS_PORT: the real server (startWebServer) serves the figures on a port of its own, and the
// public port no longer does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { startWebServer, stopWebServer } from '../../../server.js';
import { freePort } from '../../../testing/free-port.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { sampleValue } from '../../../testing/prometheus-text.js';
import { createTestConfig } from '../../../testing/test-config.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';

const TOKEN = 'scrape-token-0123456789abcdef';

let database: TestDatabase;
let apiUrl: string;
let metricsUrl: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${String(metricsPort)}/metrics`;
  const config = createTestConfig({ port: 0, metricsPort, metricsToken: TOKEN });
  ({ url: apiUrl } = await startWebServer({ config, database, logger: captureLogs('silent').logger }));
});
afterAll(async () => {
  await stopWebServer();
  await database.dispose();
});

const withToken = { headers: { Authorization: `Bearer ${TOKEN}` } };

describe('METRICS_PORT', () => {
  it('when the public port is asked for /api/metrics, then it answers 404 even with the token', async () => {
    const res = await fetch(`${apiUrl}/api/metrics`, withToken);

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: MESSAGES.notFound });
  });

  it('when the metrics port is asked without the token, then it refuses', async () => {
    const res = await fetch(metricsUrl);

    expect(res.status).toBe(401);
  });

  it('when the metrics port is asked with the token, then it serves the API figures, public requests included', async () => {
    await fetch(`${apiUrl}/api/health`);

    const res = await fetch(metricsUrl, withToken);
    const text = await res.text();

    expect(res.status).toBe(200);
    expect(
      sampleValue(text, 'codecourt_http_requests_total', {
        method: 'GET',
        route: '/api/health',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('when any other path is asked on the metrics port, then it is 404', async () => {
    const res = await fetch(metricsUrl.replace('/metrics', '/api/health'), withToken);

    expect(res.status).toBe(404);
  });
});
