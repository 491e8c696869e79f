import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createArtefactCache } from '../artefact-cache.js';

const key = (text: string) => createHash('sha256').update(text).digest('hex');
const artefact = (bytes: number) => ({
  ok: true as const,
  output: '',
  files: [{ name: 'main', mode: 0o755, data: Buffer.alloc(bytes, 7) }],
});

describe('artefact cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'codecourt-cache-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when an artefact is stored, then the same key returns its files and modes', async () => {
    const cache = createArtefactCache({ dir, maxBytes: 1_000_000 });
    await cache.put(key('a'), artefact(10));
    const hit = await cache.get(key('a'));
    expect(hit).toMatchObject({ ok: true, files: [{ name: 'main', mode: 0o755 }] });
    expect(hit?.ok && hit.files[0]?.data.length).toBe(10);
    expect(await cache.get(key('b'))).toBeNull();
  });

  it('when a compilation error is stored, then it comes back without files', async () => {
    const cache = createArtefactCache({ dir, maxBytes: 1_000_000 });
    await cache.put(key('ce'), { ok: false, output: 'main.cpp:1: error' });
    expect(await cache.get(key('ce'))).toEqual({ ok: false, output: 'main.cpp:1: error' });
  });

  it('when the cache outgrows its size, then the least recently used entries go first', async () => {
    const cache = createArtefactCache({ dir, maxBytes: 250 });
    await cache.put(key('old'), artefact(100));
    await new Promise((r) => setTimeout(r, 20));
    await cache.put(key('used'), artefact(100));
    await new Promise((r) => setTimeout(r, 20));
    await cache.get(key('old'));
    await new Promise((r) => setTimeout(r, 20));
    await cache.put(key('new'), artefact(100));
    expect(await cache.get(key('used'))).toBeNull();
    expect(await cache.get(key('old'))).not.toBeNull();
    expect(await cache.get(key('new'))).not.toBeNull();
    expect((await readdir(dir)).filter((n) => !n.startsWith('.'))).toHaveLength(2);
  });

  it('when a key is not a sha-256 digest, then nothing is read', async () => {
    const cache = createArtefactCache({ dir, maxBytes: 1_000 });
    expect(await cache.get('../etc')).toBeNull();
  });
});
