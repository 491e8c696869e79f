import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/client.js';
import { pgliteTemplateKey } from '../db/pglite-template.js';
import type { PgliteHandle } from '../db/client.js';

const TEMPLATE_DIR = path.join(tmpdir(), 'codecourt-pglite-templates');

/**
 * A fresh in-memory PGlite with every migration applied. The first test file to ask migrates one and
 * leaves its dump in the temp folder, keyed by the migrations' content; later files (and runs) load
 * that dump, which skips initdb and the migrations. Any change to drizzle/ changes the key.
 */
export async function openMigratedPglite(): Promise<PgliteHandle> {
  const file = path.join(TEMPLATE_DIR, `${pgliteTemplateKey()}.tar`);
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
