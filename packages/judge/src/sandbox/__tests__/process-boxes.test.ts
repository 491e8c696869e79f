import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBox, sweepOrphanBoxes } from '../process-boxes.js';

describe('process driver boxes', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'codecourt-boxes-test-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('when the judge that owned a box is gone, then the next sweep removes it and keeps live ones', async () => {
    const deadPid = spawnSync('true').pid;
    await mkdir(join(root, `codecourt-box-${String(deadPid)}-orphan`));
    const live = await createBox(root);
    await mkdir(join(root, 'unrelated'));

    const removed = await sweepOrphanBoxes(root);

    expect(removed).toBe(1);
    expect((await readdir(root)).sort()).toEqual([live.slice(root.length + 1), 'unrelated'].sort());
  });
});
