import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_IDS } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/judge';
import { tempDir } from './tiny-package.js';

const SCRIPT_TOOLS = ['dirname', 'basename', 'readlink'];

/** A PATH holding every toolchain of this host but Go's, as on a host where Go is not installed. */
export async function pathWithoutGo(): Promise<string> {
  const dir = await tempDir();
  // A command once: Kotlin and Scala both ask `java` for their version.
  const commands = new Set(
    LANGUAGE_IDS.filter((language) => language !== 'go').flatMap((language) =>
      getLanguage(language).versionCommand.slice(0, 1),
    ),
  );
  // Elixir's launcher is a shell script that finds its home with these.
  for (const tool of SCRIPT_TOOLS) commands.add(tool);
  for (const command of commands) await symlink(path.join('/usr/bin', command), path.join(dir, command));
  return dir;
}

export const GO_PROGRAM =
  'package main\nimport "fmt"\nfunc main() { var a, b int; fmt.Scan(&a, &b); fmt.Println(a + b) }\n';
