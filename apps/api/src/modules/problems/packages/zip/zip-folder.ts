import { readdir } from 'node:fs/promises';
import path from 'node:path';
import yazl from 'yazl';

/** The files of `dir` as a zip stream, each under `prefix/` (the package's folder name). */
export async function zipFolder(dir: string, prefix: string): Promise<NodeJS.ReadableStream> {
  const zip = new yazl.ZipFile();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, full).split(path.sep).join('/');
    zip.addFile(full, `${prefix}/${name}`);
  }
  zip.end();
  return zip.outputStream;
}
