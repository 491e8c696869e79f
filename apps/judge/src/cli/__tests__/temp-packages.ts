// Writes package trees into a fresh temp folder for the verifier tests.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type TempPackages = {
  root: string;
  write(slug: string, files: Record<string, string>): Promise<string>;
  remove(): Promise<void>;
};

export async function tempPackages(): Promise<TempPackages> {
  const root = await mkdtemp(join(tmpdir(), 'codecourt-packages-'));
  return {
    root,
    write: async (slug, files) => {
      const dir = join(root, slug);
      for (const [path, content] of Object.entries(files)) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), content);
      }
      return dir;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
