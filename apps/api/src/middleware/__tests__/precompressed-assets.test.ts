import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../../testing/test-browser.js';
import type { TestBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

// Each twin holds a different program, so the decoded body tells which file answered.
const PLAIN = 'console.log("identity");';
const BROTLI = 'console.log("brotli twin");';
const GZIP = 'console.log("gzip twin");';
let webDistDir: string;
let t: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'codecourt-web-dist-'));
  const assets = path.join(webDistDir, 'assets');
  mkdirSync(assets);
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(assets, 'editor-abc.js'), PLAIN);
  writeFileSync(path.join(assets, 'editor-abc.js.br'), brotliCompressSync(BROTLI));
  writeFileSync(path.join(assets, 'editor-abc.js.gz'), gzipSync(GZIP));
  writeFileSync(path.join(assets, 'style-abc.css'), 'body{}');
  writeFileSync(path.join(assets, 'style-abc.css.gz'), gzipSync('body{color:red}'));
  writeFileSync(path.join(assets, 'tiny-abc.js'), '1');
  t = await createTestApp({ config: { webDistDir } });
  browser = await openBrowser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (asset: string, acceptEncoding: string) =>
  browser.get(`/assets/${asset}`, { headers: { 'Accept-Encoding': acceptEncoding } });

describe('precompressed assets', () => {
  it('when the browser accepts brotli, then the .br twin answers as JavaScript with Content-Encoding and Vary', async () => {
    const res = await get('editor-abc.js', 'gzip, deflate, br, zstd');

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(BROTLI);
  });

  it('when the browser accepts only gzip, or prefers it, then the .gz twin answers', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0.5, gzip']) {
      const res = await get('editor-abc.js', acceptEncoding);

      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.text).toBe(GZIP);
    }
  });

  it('when the browser accepts no compression, then the plain file answers, still marked Vary', async () => {
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0']) {
      const res = await get('editor-abc.js', acceptEncoding);

      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.text).toBe(PLAIN);
    }
  });

  it('when a file has only a gzip twin and brotli is asked for first, then gzip answers', async () => {
    const res = await get('style-abc.css', 'br, gzip');

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.text).toBe('body{color:red}');
  });

  it('when a file has no twin (too small to compress), then it is served plain without Vary', async () => {
    const res = await get('tiny-abc.js', 'br, gzip');

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
  });

  it('when a path climbs out of the assets folder, then nothing outside is served', async () => {
    const res = await get('..%2Findex.html', 'br, gzip');

    // express.static refuses a climbing path outright (403); nothing may answer 200.
    expect([403, 404]).toContain(res.status);
  });
});
