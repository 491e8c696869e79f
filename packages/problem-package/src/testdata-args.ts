// testdata.yaml's words for the output validator, per folder of data/: legacy `output_validator_flags` (a
// string) or 2023-07 `output_validator_args` (a string or a list of words). A test gets the words of the
// nearest folder above it that sets them (problemtools inherits the key downwards, the nearer file winning),
// after the problem's own validator_flags; the default validator reads them as its flags.
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { validatorArgsSchema } from '@codecourt/contracts';
import type { JudgeTest, ProblemChecker } from '@codecourt/contracts';
import { listDirectory, readOptional } from './fs-helpers.js';
import type { TestdataArgs } from './package-schema.js';
import { parseValidatorFlags } from './validator-flags.js';

/** How deep below data/ folders are read: data/secret/<group>/<subgroup> is as deep as packages go. */
const MAX_DEPTH = 4;

const words = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).nullish();
const keysSchema = z.looseObject({
  output_validator_flags: words,
  output_validator_args: words,
  input_validator_flags: z.unknown().optional(),
  input_validator_args: z.unknown().optional(),
});

function wordsOf(value: z.infer<typeof words>): string[] | undefined {
  if (value == null) return undefined;
  const list = typeof value === 'string' ? value.split(/\s+/) : value.map(String);
  return list.map((w) => w.trim()).filter(Boolean);
}

type Found = { levels: TestdataArgs[]; warnings: string[] };

async function readLevel(data: string, dir: string, found: Found, depth: number): Promise<void> {
  const folder = dir === '' ? data : join(data, dir);
  const shown = `data${dir === '' ? '' : `/${dir}`}/testdata.yaml`;
  const text = await readOptional(join(folder, 'testdata.yaml'));
  if (text !== undefined) {
    const parsed = keysSchema.safeParse(parse(text, { uniqueKeys: false }) ?? {});
    if (!parsed.success)
      throw new Error(`${shown}: output_validator_flags must be a string or a list of words`);
    const { output_validator_args: args, output_validator_flags: flags } = parsed.data;
    const given = wordsOf(args ?? flags);
    if (given !== undefined) {
      const checked = validatorArgsSchema.safeParse(given);
      if (!checked.success)
        throw new Error(`${shown}: ${checked.error.issues[0]?.message ?? 'bad validator words'}`);
      found.levels.push({ dir, args: checked.data });
    }
    if (parsed.data.input_validator_flags != null || parsed.data.input_validator_args != null)
      found.warnings.push(
        `${shown}: input validator flags are not passed on; the input validators run without them`,
      );
  }
  if (depth >= MAX_DEPTH) return;
  const below = (await listDirectory(folder)).filter((e) => e.isDirectory()).map((e) => e.name);
  for (const name of below.sort())
    await readLevel(data, dir === '' ? name : `${dir}/${name}`, found, depth + 1);
}

/** Every folder of data/ whose testdata.yaml gives the output validator words, and what was not applied. */
export async function readTestdataArgs(root: string): Promise<Found> {
  const found: Found = { levels: [], warnings: [] };
  await readLevel(join(root, 'data'), '', found, 0);
  return found;
}

/** The words of the nearest folder above a test (`sample/<name>` or `secret/<name>`), if any sets them. */
export function testdataArgsOf(
  levels: readonly TestdataArgs[],
  folder: 'sample' | 'secret',
  name: string | undefined,
): string[] | undefined {
  const path = `${folder}/${name ?? ''}`;
  let nearest: TestdataArgs | undefined;
  for (const level of levels) {
    const above = level.dir === '' || path.startsWith(`${level.dir}/`);
    if (above && (!nearest || level.dir.length > nearest.dir.length)) nearest = level;
  }
  return nearest?.args;
}

/** A test's own validator words in the judge request's terms: flags for the default validator, words for a custom one or an interactor. */
export function testValidatorFields(
  checker: ProblemChecker,
  args: readonly string[] | undefined,
): Pick<JudgeTest, 'validatorArgs' | 'checkerFlags'> {
  if (args === undefined || args.length === 0) return {};
  if (checker.kind === 'default') return { checkerFlags: parseValidatorFlags(args.join(' ')) };
  return { validatorArgs: [...args] };
}

/** Refuses, naming the file, words the default validator does not know (as problem.yaml's validator_flags). */
export function checkTestdataArgs(checker: ProblemChecker, levels: readonly TestdataArgs[]): void {
  for (const level of levels) {
    try {
      testValidatorFields(checker, level.args);
    } catch (error) {
      const shown = `data${level.dir === '' ? '' : `/${level.dir}`}/testdata.yaml`;
      throw new Error(`${shown}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
