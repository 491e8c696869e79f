// input_validators/*.ctd (checktestdata programs, at any depth) run on every test input as a package is
// read, so problems:verify and the API's import both refuse a package whose jury data breaks its own
// format, with the validator's words. Programs of other languages need the judge's sandbox.
import { join } from 'node:path';
import { checkTestData } from './checktestdata/index.js';
import type { ChecktestdataProgram, PackageTest } from './package-schema.js';
import { readFolderFiles } from './read-program-folder.js';

/** A refusal stays short enough to read in an error response or a terminal line. */
const MESSAGE_CHARS = 400;

export type NamedTests = {
  folder: 'sample' | 'secret';
  tests: readonly Pick<PackageTest, 'name' | 'input'>[];
};

/** The checktestdata programs of input_validators/, by their path below it. */
export async function readChecktestdata(root: string): Promise<ChecktestdataProgram[]> {
  const files = await readFolderFiles(join(root, 'input_validators'));
  return files
    .filter((file) => file.path.endsWith('.ctd'))
    .map((file) => ({ path: file.path, source: file.content }));
}

/** The first refusal, naming the validator, the test and what the validator said about it; undefined when none. */
export function checktestdataRefusal(
  programs: readonly ChecktestdataProgram[],
  sets: readonly NamedTests[],
): string | undefined {
  for (const program of programs) {
    for (const { folder, tests } of sets) {
      for (const [index, test] of tests.entries()) {
        const refusal = checkTestData(program.source, test.input);
        if (refusal === undefined) continue;
        const name = `data/${folder}/${test.name ?? String(index + 1)}.in`;
        return `input_validators/${program.path} refuses ${name}: ${refusal}`.slice(0, MESSAGE_CHARS);
      }
    }
  }
  return undefined;
}

/** Throws the first refusal (checktestdataRefusal). */
export function checkInputsWithChecktestdata(
  programs: readonly ChecktestdataProgram[],
  sets: readonly NamedTests[],
): void {
  const refusal = checktestdataRefusal(programs, sets);
  if (refusal !== undefined) throw new Error(refusal);
}
