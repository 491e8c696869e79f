// The process driver's boxes are host directories named after the judge process that owns them, so a
// judge that was killed (no chance to clean up) has its boxes removed by the next one.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processAlive } from './process-alive.js';

const PREFIX = 'codecourt-box-';

export function createBox(root = tmpdir()): Promise<string> {
  return mkdtemp(join(root, `${PREFIX}${String(process.pid)}-`));
}

/** Removes the boxes of judge processes that no longer exist; returns how many. */
export async function sweepOrphanBoxes(root = tmpdir()): Promise<number> {
  const orphans = (await readdir(root)).filter((name) => {
    const owner = new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1];
    return owner !== undefined && !processAlive(Number(owner));
  });
  await Promise.all(orphans.map((name) => rm(join(root, name), { recursive: true, force: true })));
  return orphans.length;
}
