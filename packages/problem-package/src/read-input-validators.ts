// input_validators/ (input_validator/ in the 2023-07 drafts): each program (a file, or a folder of
// files such as validator.cpp with validator.h) that checks one test input. A single-file program is
// given the headers at the folder's top level (validate.h beside validator.cpp), as problemtools and
// BAPCtools compile it with its folder's headers; other notes there run nowhere. checktestdata programs (.ctd) run
// as the package is read (checktestdata-inputs.ts), so they are not listed here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirectory } from './fs-helpers.js';
import { languageOfFile } from './language-extensions.js';
import { naturalCompare } from './natural-order.js';
import type { InputValidator } from './package-schema.js';
import { readFolderFiles, readProgramFolder } from './read-program-folder.js';

const isChecktestdata = (path: string) => path.endsWith('.ctd');
/** C and C++ headers (validate.h, testlib.h): what a single-file program includes from beside it. */
const isHeader = (path: string) => /\.(h|hh|hpp|hxx)$/i.test(path);

export async function readInputValidators(root: string): Promise<InputValidator[]> {
  const validators: InputValidator[] = [];
  for (const folder of ['input_validators', 'input_validator']) {
    const dir = join(root, folder);
    const entries = (await listDirectory(dir))
      .filter((entry) => !entry.name.startsWith('.') && !isChecktestdata(entry.name))
      .sort((a, b) => naturalCompare(a.name, b.name));
    const topFiles = new Map(
      await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map(async (entry) => {
            const content = await readFile(join(dir, entry.name), 'utf8');
            return [entry.name, { content, language: languageOfFile(entry.name, content) }] as const;
          }),
      ),
    );
    const beside = [...topFiles].flatMap(([path, file]) =>
      isHeader(path) ? [{ path, content: file.content }] : [],
    );
    for (const entry of entries) {
      const top = topFiles.get(entry.name);
      if (top?.language) {
        const files = beside.length > 0 ? { files: beside, entry: entry.name } : {};
        const program = { language: top.language, source: top.content, ...files };
        validators.push({ path: `${folder}/${entry.name}`, program });
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
