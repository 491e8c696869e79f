import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_IDS } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/judge';
import { tempDir } from './tiny-package.js';

/** A PATH holding every toolchain of this host but Go's, as on a host where Go is not installed. */
export async function pathWithoutGo(): Promise<string> {
  const dir = await tempDir();
  for (const language of LANGUAGE_IDS) {
    const [command] = getLanguage(language).versionCommand;
    if (command && language !== 'go') await symlink(path.join('/usr/bin', command), path.join(dir, command));
  }
  return dir;
}

export const GO_PROGRAM =
  'package main\nimport "fmt"\nfunc main() { var a, b int; fmt.Scan(&a, &b); fmt.Println(a + b) }\n';
