import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { JSON_BODY_LIMIT_BYTES, MESSAGES, XSRF_HEADER } from '@codecourt/contracts';
import { openBrowser } from '../testing/test-browser.js';
import type { TestBrowser } from '../testing/test-browser.js';
import { createTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';

let t: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: ['http://localhost:5173'] } });
  browser = await openBrowser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('errors as JSON', () => {
  it('when an /api route does not exist, then it answers 404 with {error}', async () => {
    const res = await browser.get('/api/does-not-exist');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.routeNotFound });
  });

  it('when there is no web build and a page path is requested, then it answers 404 with {error}', async () => {
    const res = await browser.get('/problems');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
  });

  it('when the JSON body is over the limit, then it answers 413 with {error}', async () => {
    const res = await browser.post('/api/user/login', {
      emailId: 'a@example.com',
      password: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
    });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: MESSAGES.payloadTooLarge });
  });

  it('when the JSON body is malformed, then it answers 400 with {error}', async () => {
    const res = await request(t.app)
      .post('/api/user/login')
      .set('Cookie', `XSRF-TOKEN=${browser.cookie('XSRF-TOKEN') ?? ''}`)
      .set(XSRF_HEADER, browser.cookie('XSRF-TOKEN') ?? '')
      .set('Content-Type', 'application/json')
      .send('{"emailId": "a@example.com", "password":');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.malformedJson });
  });
});

describe('request ids', () => {
  it('when the caller sends X-Request-Id, then the response echoes it', async () => {
    const res = await browser.get('/api/health', { headers: { 'X-Request-Id': 'trace-42.abc' } });

    expect(res.headers['x-request-id']).toBe('trace-42.abc');
  });

  it('when the caller sends none (or a malformed one), then a fresh UUID is generated and echoed', async () => {
    const none = await browser.get('/api/health');
    const malformed = await browser.get('/api/health', {
      headers: { 'X-Request-Id': 'has spaces <and> tags' },
    });

    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(malformed.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });
});

describe('security headers', () => {
  it('when a page goes out, then its CSP allows the SPA (self scripts, Monaco workers and styles) and nothing inline', async () => {
    const res = await browser.get('/problems');

    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toMatch(/media-src 'self'[^;]* https:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when an /api answer goes out, then browsers are told not to store it', async () => {
    const res = await browser.get('/api/health');

    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  it('when the origin is listed in CORS_ORIGINS, then credentials are allowed for it', async () => {
    const res = await browser.get('/api/health', { headers: { Origin: 'http://localhost:5173' } });

    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('when a listed origin preflights a write with the CSRF header, then the preflight succeeds', async () => {
    const res = await request(t.app)
      .options('/api/user/login')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-xsrf-token');

    expect(res.status).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-xsrf-token');
  });

  it('when the origin is not listed, then no CORS grant is sent', async () => {
    const res = await browser.get('/api/health', { headers: { Origin: 'https://evil.example' } });

    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
