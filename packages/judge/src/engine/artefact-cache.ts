// Compiled artefacts on disk, keyed by (language, toolchain, compile command, source), least recently
// used first out. Compilation errors are kept too: Run then Submit of the same code compiles once.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type ArtefactFile = { name: string; mode: number; data: Buffer };
export type CachedCompile =
  { ok: true; files: ArtefactFile[]; output: string } | { ok: false; output: string };

export type ArtefactCache = {
  get(key: string): Promise<CachedCompile | null>;
  put(key: string, value: CachedCompile): Promise<void>;
};

type Meta = { ok: boolean; output: string; files: { name: string; mode: number }[]; bytes: number };

const KEY = /^[a-f0-9]{64}$/;

export function createArtefactCache(options: { dir: string; maxBytes: number }): ArtefactCache {
  const { dir, maxBytes } = options;
  let evicting: Promise<void> = Promise.resolve();

  const get = async (key: string): Promise<CachedCompile | null> => {
    if (!KEY.test(key)) return null;
    const entry = join(dir, key);
    let meta: Meta;
    try {
      meta = JSON.parse(await readFile(join(entry, 'meta.json'), 'utf8')) as Meta;
    } catch {
      return null;
    }
    const now = new Date();
    await utimes(join(entry, 'meta.json'), now, now).catch(() => undefined);
    if (!meta.ok) return { ok: false, output: meta.output };
    try {
      const files = await Promise.all(
        meta.files.map(async ({ name, mode }) => ({
          name,
          mode,
          data: await readFile(join(entry, 'files', name)),
        })),
      );
      return { ok: true, files, output: meta.output };
    } catch {
      return null;
    }
  };

  const put = async (key: string, value: CachedCompile): Promise<void> => {
    if (!KEY.test(key)) throw new Error('artefact cache keys are sha-256 hex digests');
    const staging = join(dir, `.staging-${randomUUID()}`);
    await mkdir(join(staging, 'files'), { recursive: true });
    const files = value.ok ? value.files : [];
    // Names may hold directories (a Java class in a package); they come from the compile, never '..'.
    await Promise.all(
      files.map(async (f) => {
        await mkdir(dirname(join(staging, 'files', f.name)), { recursive: true });
        await writeFile(join(staging, 'files', f.name), f.data);
      }),
    );
    const meta: Meta = {
      ok: value.ok,
      output: value.output,
      files: files.map(({ name, mode }) => ({ name, mode })),
      bytes: files.reduce((sum, f) => sum + f.data.length, 0) + value.output.length,
    };
    await writeFile(join(staging, 'meta.json'), JSON.stringify(meta));
    // Another worker may have stored the same key meanwhile: either copy is right.
    await rename(staging, join(dir, key)).catch(() => rm(staging, { recursive: true, force: true }));
    evicting = evicting.then(() => evict(dir, maxBytes)).catch(() => undefined);
    await evicting;
  };

  return { get, put };
}

async function evict(dir: string, maxBytes: number): Promise<void> {
  const entries = await Promise.all(
    (await readdir(dir))
      .filter((name) => KEY.test(name))
      .map(async (name) => {
        const metaPath = join(dir, name, 'meta.json');
        try {
          const [info, text] = await Promise.all([stat(metaPath), readFile(metaPath, 'utf8')]);
          return { name, used: info.mtimeMs, bytes: (JSON.parse(text) as Meta).bytes };
        } catch {
          return { name, used: 0, bytes: 0 };
        }
      }),
  );
  let total = entries.reduce((sum, e) => sum + e.bytes, 0);
  for (const entry of entries.sort((a, b) => a.used - b.used)) {
    if (total <= maxBytes) return;
    await rm(join(dir, entry.name), { recursive: true, force: true });
    total -= entry.bytes;
  }
}
