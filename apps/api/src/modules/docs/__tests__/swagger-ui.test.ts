import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/docs', () => {
  it('when requested, then it is an HTML page whose every script and stylesheet is served by the API itself', async () => {
    const res = await request(t.app).get('/api/docs');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url ?? '');
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(url).toMatch(/^\/api\/docs\/assets\//);
    expect(html).not.toMatch(/<script>[^<]/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    for (const url of urls) {
      const asset = await request(t.app).get(url);
      expect(asset.status, url).toBe(200);
      expect(asset.headers['cache-control'], url).not.toBe('no-store');
    }
  });

  it('when the init script is fetched, then it starts Swagger UI on the document and echoes the XSRF cookie', async () => {
    const res = await request(t.app).get('/api/docs/assets/codecourt-init.js');

    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain("url: '/api/docs/openapi.json'");
    expect(res.text).toContain('X-XSRF-TOKEN');
  });

  it('when another file of the package is asked for, then it is not served', async () => {
    const res = await request(t.app).get('/api/docs/assets/index.html');

    expect(res.status).toBe(404);
  });
});
