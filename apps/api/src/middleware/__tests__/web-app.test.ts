import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { openBrowser } from '../../testing/test-browser.js';
import type { TestBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
let webDistDir: string;
let t: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'codecourt-web-dist-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDistDir } });
  browser = await openBrowser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('when / is requested, then index.html is served, revalidated on every load, with the CSP and a CSRF cookie', async () => {
    const res = await browser.get('/');

    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/problems', '/problem/123', '/admin/create', '/login'])(
    'when the client route %s is requested, then index.html answers',
    async (route) => {
      const res = await browser.get(route);

      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
    },
  );

  it('when a hashed asset is requested, then it is cached for a year as immutable', async () => {
    const res = await browser.get('/assets/index-abc123.js');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a missing asset is requested, then it answers 404 instead of the page', async () => {
    const res = await browser.get('/assets/missing-000.js');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
  });

  it('when another top-level file is requested, then it is served and revalidated', async () => {
    const res = await browser.get('/favicon.svg');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when an unknown /api route is requested, then it stays a JSON 404, not the page', async () => {
    const res = await browser.get('/api/nothing-here');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.routeNotFound });
  });
});
