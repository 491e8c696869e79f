import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { loadConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { createTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';

const production = {
  NODE_ENV: 'production',
  JWT_ACCESS_SECRET: 'p'.repeat(40),
  JWT_REFRESH_SECRET: 'q'.repeat(40),
};
let dataDir: string;
let sameOriginOnly: TestApp;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'codecourt-cors-'));
  sameOriginOnly = await createTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(async () => {
  await sameOriginOnly.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function rejection(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error('expected loadConfig to reject the environment');
}

describe('CORS defaults', () => {
  it('when CORS_ORIGINS is unset in development, then the Vite dev server is the one allowed origin', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual(['http://localhost:5173']);
  });

  it('when CORS_ORIGINS is unset in production, then no origin is allowed (the SPA is served from the same origin)', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...production }).corsOrigins).toEqual([]);
  });

  it.each(['*', 'null', 'https://a.example, *'])(
    'when CORS_ORIGINS holds %s, then the API refuses to start: a wildcard cannot go with credentials',
    (value) => {
      expect(rejection({ ...production, CORS_ORIGINS: value })).toMatch(/cannot be allowed with credentials/);
    },
  );

  it.each(['https://a.example/', 'https://a.example/app', 'a.example', 'ftp://a.example'])(
    'when CORS_ORIGINS holds %s, then the API refuses to start naming it',
    (value) => {
      expect(rejection({ ...production, CORS_ORIGINS: value })).toContain(`"${value}" is not an origin`);
    },
  );

  it('when production has no CORS_ORIGINS and another site calls or preflights, then nothing is granted', async () => {
    const simple = await request(sameOriginOnly.app)
      .get('/api/health')
      .set('Origin', 'http://localhost:5173');
    const preflight = await request(sameOriginOnly.app)
      .options('/api/user/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-xsrf-token');

    expect(sameOriginOnly.config.corsOrigins).toEqual([]);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
