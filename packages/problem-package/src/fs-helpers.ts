// Reading a package tolerates missing optional parts: a folder or file that is not there is empty.
// Links were checked by assertPackageTree before anything is read (they resolve inside the package),
// so an entry that is a link is listed as what it points at.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

export async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function readOptionalBytes(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export type ListedEntry = { name: string; isFile(): boolean; isDirectory(): boolean };

export async function listDirectory(path: string): Promise<ListedEntry[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true });
    return await Promise.all(
      entries.map(async (entry): Promise<ListedEntry> => {
        if (!entry.isSymbolicLink()) return entry;
        const target = await stat(join(path, entry.name));
        return { name: entry.name, isFile: () => target.isFile(), isDirectory: () => target.isDirectory() };
      }),
    );
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
