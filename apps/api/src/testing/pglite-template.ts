import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder, openPglite } from '../db/client.js';
import type { PgliteHandle } from '../db/client.js';

const TEMPLATE_DIR = path.join(tmpdir(), 'codecourt-pglite-templates');

/**
 * A fresh in-memory PGlite with every migration applied. The first test file to ask migrates one and
 * leaves its dump in the temp folder, keyed by the migrations' content; later files (and runs) load
 * that dump, which skips initdb and the migrations. Any change to drizzle/ changes the key.
 */
export async function openMigratedPglite(): Promise<PgliteHandle> {
  const file = path.join(TEMPLATE_DIR, `${migrationsKey()}.tar`);
  if (existsSync(file)) {
    const handle = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
    await handle.migrate();
    return handle;
  }
  const handle = await openPglite();
  await handle.migrate();
  const dump = Buffer.from(await (await handle.dump()).arrayBuffer());
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  // Several test processes may race here: each writes its own file and renames it into place atomically.
  const partial = `${file}.${String(process.pid)}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return handle;
}

function migrationsKey(): string {
  const hash = createHash('sha256');
  // The engine's install path carries its version (pnpm store), so an upgrade never loads an old dump.
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      hash.update(path.relative(migrationsFolder, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 24);
}
