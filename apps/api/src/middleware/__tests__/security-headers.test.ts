import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';

let database: TestDatabase;
let development: TestApp;
let production: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  development = await createTestApp({ database });
  production = await createTestApp({
    database,
    config: { env: 'production', isProduction: true, corsOrigins: [] },
  });
});
afterAll(async () => {
  await database.dispose();
});

/** The CSP's directives by name, each with its sources. */
function cspOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('security headers', () => {
  it('when a page goes out, then its CSP allows only our own scripts, workers and connections, and no CDN', async () => {
    const res = await request(production.app).get('/problems');

    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('when a page goes out, then it is never framed, never sniffed, sends no referrer and isolates its window', async () => {
    const res = await request(development.app).get('/problems');

    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/api/health', '/api/problem/getAllProblem', '/judge0/languages'])(
    'when API data (%s) goes out, then its CSP lets nothing load or run, and it is never framed, sniffed or read cross-origin',
    async (path) => {
      const res = await request(production.app).get(path);

      const csp = cspOf(res.headers['content-security-policy']);
      expect([...csp.keys()].sort()).toEqual(['default-src', 'frame-ancestors']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // Headers that only guard a rendered page are left off data.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    },
  );

  it.each(['/api/docs', '/apiary', '/'])(
    'when %s (a page) goes out, then it carries the page headers, not the data ones',
    async (path) => {
      const res = await request(production.app).get(path);

      expect(cspOf(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    },
  );

  it('when in production, then HSTS tells browsers to use HTTPS for a year, subdomains included', async () => {
    const res = await request(production.app).get('/api/health');

    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('when not in production (plain-HTTP localhost), then no HSTS and no upgrade-insecure-requests are sent', async () => {
    const res = await request(development.app).get('/problems');

    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });

  it('when an error or an unknown path is answered, then it carries the same headers', async () => {
    const res = await request(production.app).get('/api/no-such-route');

    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
