// A package is read only when it is a plain tree: every entry lstat-ed, no symbolic link anywhere (a
// test file linked to /etc/passwd would publish the host's file) and nothing but regular files and
// folders (a FIFO or device would hang or leak the reader). The root itself may be a link an operator
// made: its real path is the package root.
import { lstat, readdir, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Throws naming the first entry that is not plain. */
export async function assertPlainTree(dir: string): Promise<void> {
  const root = await realpath(dir);
  const pending = [root];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const name of await readdir(folder)) {
      const path = join(folder, name);
      const entry = await lstat(path);
      const shown = relative(root, path).split(sep).join('/');
      if (entry.isSymbolicLink())
        throw new Error(`${shown} is a symbolic link: packages may hold only regular files and folders`);
      if (entry.isDirectory()) pending.push(path);
      else if (!entry.isFile())
        throw new Error(`${shown} is not a regular file: packages may hold only regular files and folders`);
    }
  }
}
