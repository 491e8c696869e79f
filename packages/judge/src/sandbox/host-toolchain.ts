// The version of a language's toolchain installed on this host, for the artefact cache key.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LanguageId } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';

const run = promisify(execFile);
const versions = new Map<LanguageId, Promise<string>>();

export function hostToolchainVersion(language: LanguageId): Promise<string> {
  let version = versions.get(language);
  if (!version) {
    const [command, ...args] = getLanguage(language).versionCommand;
    version = command
      ? run(command, args, { timeout: 20_000, env: { PATH: '/usr/local/bin:/usr/bin:/bin' } }).then(
          ({ stdout, stderr }) => `${stdout}${stderr}`.trim(),
          () => 'unknown',
        )
      : Promise.resolve('none');
    versions.set(language, version);
  }
  return version;
}
