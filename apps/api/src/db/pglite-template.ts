import { createHash } from 'node:crypto';
import type { Hash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot } from '../lib/repo-root.js';

/**
 * A first start on an empty DATA_DIR would run PGlite's initdb, every migration and the library's seed
 * (most of a cold start). `pnpm build` leaves that database, ready, in dist/pglite-template; a fresh
 * data directory starts as a copy of it when its key (engine, migrations, library) still matches.
 */
export const PGLITE_TEMPLATE_DIR = path.join(packageRoot, 'dist', 'pglite-template');
const KEY_FILE = 'key.txt';
const DATA = 'pgdata';

const migrationsFolder = path.join(packageRoot, 'drizzle');

function hashFolder(hash: Hash, root: string): void {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      hash.update(path.relative(root, full));
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(readFileSync(full));
    }
  };
  walk(root);
}

/**
 * What a template must match: the engine's version, the migrations and,
 * when the start seeds the library, every file of the library folder.
 */
export function pgliteTemplateKey(library?: string): string {
  const hash = createHash('sha256');
  // The engine's install path from node_modules on carries its version (pnpm store) and not the checkout's
  // place, so a template built in /src still matches the image's /app.
  const engine = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(engine.slice(Math.max(0, engine.indexOf('node_modules'))));
  hashFolder(hash, migrationsFolder);
  hash.update(library === undefined ? 'no library' : 'library');
  if (library !== undefined && existsSync(library)) hashFolder(hash, library);
  return hash.digest('hex').slice(0, 24);
}

export const templateDataDir = (templateDir: string) => path.join(templateDir, DATA);
export const templateKeyFile = (templateDir: string) => path.join(templateDir, KEY_FILE);

/**
 * Copies the template into `dataDir` when `dataDir` holds no database yet and the template's key is
 * `key()` (computed only then: hashing the library costs a read of it). Returns whether it did.
 */
export function startFromTemplate(dataDir: string, templateDir: string, key: () => string): boolean {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const keyFile = templateKeyFile(templateDir);
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8').trim() !== key()) return false;
  try {
    cpSync(templateDataDir(templateDir), dataDir, { recursive: true });
    return true;
  } catch {
    // A template this user cannot read (or a full disk) only costs the speed-up: start as without one.
    for (const entry of readdirSync(dataDir))
      rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    return false;
  }
}
