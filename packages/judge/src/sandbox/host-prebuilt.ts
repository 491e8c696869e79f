// A language's prebuilt files (a precompiled header) built once per toolchain on this host, for the
// drivers that run the host's own toolchains (bwrap, process). Only the language's fixed build runs
// here, never a submission; a failed build leaves compiles as they were, just slower.
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { LanguageId } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';
import { buildOnce } from './build-lock.js';
import { hostToolchainVersion } from './host-toolchain.js';

const run = promisify(execFile);
/**
 * A bound against a hung build, not a budget: a judge starts every language's build at once, and on a
 * loaded two-core host Kotlin's compiler archive alone took 120-146 s.
 */
const BUILD_TIMEOUT_MS = 600_000;
const built = new Map<string, Promise<string | undefined>>();

/**
 * The directory holding the language's prebuilt files under `root`, or undefined when it has none;
 * `path` is the PATH the host's toolchains are found on.
 */
export function hostPrebuilt(language: LanguageId, root: string, path: string): Promise<string | undefined> {
  const step = getLanguage(language).prebuilt;
  if (!step) return Promise.resolve(undefined);
  const memo = `${root}\0${language}`;
  let dir = built.get(memo);
  if (!dir) {
    dir = (async () => {
      const version = await hostToolchainVersion(language);
      const hash = createHash('sha256')
        .update(JSON.stringify([version, step.files, step.argv('/')]))
        .digest('hex')
        .slice(0, 16);
      const final = join(root, 'prebuilt', `${language}-${hash}`);
      await mkdir(dirname(final), { recursive: true });
      const complete = async () => ((await exists(join(final, '.complete'))) ? final : undefined);
      return buildOnce(`${final}.lock`, complete, async () => {
        // Built under a temporary name and renamed: the files' paths inside do not matter to the
        // toolchain (g++ checks flags and macros, not where a .gch lies).
        const staging = `${final}.${randomUUID()}`;
        try {
          for (const [name, text] of Object.entries(step.files)) {
            await mkdir(dirname(join(staging, name)), { recursive: true });
            await writeFile(join(staging, name), text);
          }
          const [command, ...args] = step.argv(staging);
          if (command === undefined) return undefined;
          await run(command, args, { cwd: staging, timeout: BUILD_TIMEOUT_MS, env: { PATH: path } });
          await writeFile(join(staging, '.complete'), '');
          await rename(staging, final).catch(async () => {
            // Built meanwhile by a process that took the lock after ours was given up: either copy is right.
            await rm(staging, { recursive: true, force: true });
          });
          return final;
        } catch {
          await rm(staging, { recursive: true, force: true });
          return undefined;
        }
      });
    })();
    built.set(memo, dir);
  }
  return dir;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
