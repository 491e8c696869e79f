import fs from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import git from 'isomorphic-git';
import type { HttpClient } from 'isomorphic-git';
import type { ExportFile } from '../export/export-files.js';

export type PushTarget = { url: string; branch: string; token: string };

/** The folders the sync owns on the remote; anything else there (a README) is left as it is. */
const OWNED = ['solutions/', 'notes/'];
const AUTHOR = { name: 'CodeCourt', email: 'sync@codecourt.invalid' };

/**
 * Makes the remote branch hold exactly `files` under solutions/ and notes/ (the export's layout), in one commit
 * on top of what the branch had; nothing is pushed when nothing changed. Works in a throwaway directory.
 */
export async function pushFiles(
  files: readonly ExportFile[],
  target: PushTarget,
  http: HttpClient,
): Promise<'pushed' | 'unchanged'> {
  const onAuth = () => ({ username: 'x-access-token', password: target.token });
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-git-sync-'));
  try {
    const info = await git.getRemoteInfo2({ http, url: target.url, onAuth });
    const branchExists = (info.refs ?? []).some((ref) => ref.ref === `refs/heads/${target.branch}`);
    if (branchExists) {
      await git.clone({
        fs,
        http,
        dir,
        url: target.url,
        ref: target.branch,
        singleBranch: true,
        depth: 1,
        onAuth,
      });
    } else {
      await git.init({ fs, dir, defaultBranch: target.branch });
    }
    for (const owned of OWNED) await rm(join(dir, owned), { recursive: true, force: true });
    for (const file of files) {
      await mkdir(dirname(join(dir, file.name)), { recursive: true });
      await writeFile(join(dir, file.name), file.content);
    }
    let changed = false;
    for (const [path, head, workdir, stage] of await git.statusMatrix({ fs, dir })) {
      if (!OWNED.some((prefix) => path.startsWith(prefix))) continue;
      if (head === workdir && workdir === stage) continue;
      changed = true;
      if (workdir === 0) await git.remove({ fs, dir, filepath: path });
      else await git.add({ fs, dir, filepath: path });
    }
    if (!changed && branchExists) return 'unchanged';
    await git.commit({
      fs,
      dir,
      author: AUTHOR,
      message: 'Sync accepted solutions and notes from CodeCourt',
    });
    const result = await git.push({ fs, http, dir, url: target.url, ref: target.branch, onAuth });
    if (!result.ok) throw new PushRefusedError(result.error ?? 'push refused');
    return 'pushed';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The remote refused the update (a protected branch, a hook). */
export class PushRefusedError extends Error {}
