// input_validators/*.ctd (checktestdata programs, at any depth) run on every test input as a package is
// read, so problems:verify and the API's import both refuse a package whose jury data breaks its own
// format, with the validator's words. Programs of other languages need the judge's sandbox.
import { join } from 'node:path';
import { checkTestData } from './checktestdata/index.js';
import type { PackageTest } from './package-schema.js';
import { readFolderFiles } from './read-program-folder.js';

/** A refusal stays short enough to read in an error response or a terminal line. */
const MESSAGE_CHARS = 400;

export type NamedTests = { folder: 'sample' | 'secret'; tests: readonly PackageTest[] };

/** Throws naming the validator, the test and what the validator said about it. */
export async function checkInputsWithChecktestdata(root: string, sets: readonly NamedTests[]): Promise<void> {
  const dir = join(root, 'input_validators');
  const programs = (await readFolderFiles(dir)).filter((file) => file.path.endsWith('.ctd'));
  for (const program of programs) {
    for (const { folder, tests } of sets) {
      for (const [index, test] of tests.entries()) {
        const refusal = checkTestData(program.content, test.input);
        if (refusal === undefined) continue;
        const name = `data/${folder}/${test.name ?? String(index + 1)}.in`;
        throw new Error(
          `input_validators/${program.path} refuses ${name}: ${refusal}`.slice(0, MESSAGE_CHARS),
        );
      }
    }
  }
}
