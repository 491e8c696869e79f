// input_validators/ (input_validator/ in the 2023-07 drafts): each program (a file, or a folder of
// files such as validator.cpp with validator.h) that checks one test input. checktestdata programs
// (.ctd) run as the package is read (checktestdata-inputs.ts), so they are not listed here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirectory } from './fs-helpers.js';
import { languageOfFile } from './language-extensions.js';
import { naturalCompare } from './natural-order.js';
import type { InputValidator } from './package-schema.js';
import { readFolderFiles, readProgramFolder } from './read-program-folder.js';

const isChecktestdata = (path: string) => path.endsWith('.ctd');

export async function readInputValidators(root: string): Promise<InputValidator[]> {
  const validators: InputValidator[] = [];
  for (const folder of ['input_validators', 'input_validator']) {
    const dir = join(root, folder);
    const entries = (await listDirectory(dir)).sort((a, b) => naturalCompare(a.name, b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || isChecktestdata(entry.name)) continue;
      if (entry.isFile()) {
        const source = await readFile(join(dir, entry.name), 'utf8');
        const language = languageOfFile(entry.name, source);
        // Headers and notes beside the programs run nowhere.
        if (language) validators.push({ path: `${folder}/${entry.name}`, program: { language, source } });
        continue;
      }
      if (!entry.isDirectory()) continue;
      const files = await readFolderFiles(join(dir, entry.name));
      if (files.every((file) => isChecktestdata(file.path))) continue;
      const program = await readProgramFolder(join(dir, entry.name), `${folder}/${entry.name}`);
      validators.push({
        path: `${folder}/${entry.name}/${program.entry}`,
        program: {
          language: program.language,
          source: program.source,
          ...(program.files.length > 0 ? { files: program.files, entry: program.entry } : {}),
        },
      });
    }
  }
  return validators;
}
