import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrlOf } from '../public-url.js';

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'codecourt-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html>');
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

const base = { port: 4100, corsOrigins: ['http://localhost:5173'], publicUrl: undefined };

describe('where reset links point', () => {
  it('when PUBLIC_URL is set, then links use it', () => {
    expect(publicUrlOf({ ...base, publicUrl: 'https://court.example', webDistDir: webDist })).toBe(
      'https://court.example',
    );
  });

  it('when this server serves the built web app, then links point at this server', () => {
    expect(publicUrlOf({ ...base, webDistDir: webDist })).toBe('http://localhost:4100');
  });

  it('when there is no web build (pnpm dev), then links point at the web dev server', () => {
    expect(publicUrlOf({ ...base, webDistDir: path.join(webDist, 'missing') })).toBe('http://localhost:5173');
  });
});
