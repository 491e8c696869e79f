// A package is read only when every entry stays inside it: a symbolic link is followed when its target
// resolves inside the package (DOMjudge links problem.pdf, Kattis scoring packages link tests between
// groups) and refused otherwise (a test file linked to /etc/passwd would publish the host's file). A
// link to a folder holding the link itself would make every reader loop, so it is refused too. Nothing
// but regular files and folders may be there (a FIFO or device would hang or leak the reader). The
// root itself may be a link an operator made: its real path is the package root.
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

const isInside = (root: string, path: string) => path === root || path.startsWith(`${root}${sep}`);

async function linkTarget(root: string, path: string, shown: string): Promise<string> {
  const target = await realpath(path).catch(() => undefined);
  if (target === undefined) throw new Error(`${shown} is a symbolic link to nothing`);
  if (!isInside(root, target))
    throw new Error(`${shown} is a symbolic link pointing outside the package: links must stay inside it`);
  if (isInside(target, dirname(path)))
    throw new Error(`${shown} is a symbolic link to a folder that holds it: links must not loop`);
  return target;
}

/** Throws naming the first entry that is neither a regular file, a folder, nor a link inside the package. */
export async function assertPlainTree(dir: string): Promise<void> {
  const root = await realpath(dir);
  const pending = [root];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const name of await readdir(folder)) {
      const path = join(folder, name);
      const shown = relative(root, path).split(sep).join('/');
      let entry = await lstat(path);
      if (entry.isSymbolicLink()) {
        // Its target is inside, so it is checked where it really lives: not descended into here.
        entry = await stat(await linkTarget(root, path, shown));
        if (entry.isDirectory() || entry.isFile()) continue;
      }
      if (entry.isDirectory()) pending.push(path);
      else if (!entry.isFile())
        throw new Error(`${shown} is not a regular file: packages may hold only regular files and folders`);
    }
  }
}
