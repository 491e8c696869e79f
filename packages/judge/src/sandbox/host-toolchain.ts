// The version of a language's toolchain installed on this host, for the artefact cache key.
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import type { LanguageId } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';

const run = promisify(execFile);
const versions = new Map<LanguageId, Promise<string>>();
/** The PATH sandboxes on this host see (bwrap binds /usr, the process driver runs from it). */
export const HOST_TOOLCHAIN_PATH = '/usr/local/bin:/usr/bin:/bin';
/**
 * Where version commands run: a BEAM stopped by the timeout leaves erl_crash.dump in its working directory,
 * which must not be the server's (a checkout, say).
 */
const PROBE_OPTIONS = { timeout: 20_000, cwd: tmpdir() };
/** What hostToolchainVersion answers when the toolchain's version command does not run. */
const MISSING = 'unknown';

export function hostToolchainVersion(language: LanguageId): Promise<string> {
  let version = versions.get(language);
  if (!version) {
    const [command, ...args] = getLanguage(language).versionCommand;
    version = command
      ? run(command, args, { ...PROBE_OPTIONS, env: { PATH: HOST_TOOLCHAIN_PATH } }).then(
          ({ stdout, stderr }) => `${stdout}${stderr}`.trim(),
          () => MISSING,
        )
      : Promise.resolve('none');
    versions.set(language, version);
  }
  return version;
}

/**
 * Whether the language's toolchain runs on this host: its version command answers on `path`
 * (another PATH than the sandboxes' only to show a host without it). Not cached: a probe at start.
 */
export async function hostToolchainRuns(language: LanguageId, path = HOST_TOOLCHAIN_PATH): Promise<boolean> {
  const [command, ...args] = getLanguage(language).versionCommand;
  if (!command) return true;
  try {
    await run(command, args, { ...PROBE_OPTIONS, env: { PATH: path } });
    return true;
  } catch {
    return false;
  }
}
