// Scoring problems' test groups: each folder below data/secret is a group, configured by the
// testdata.yaml files on the way down (data/, data/secret/, data/secret/<group>/; the nearer wins).
// Legacy keys (grader_flags "min"/"sum", accept_score, reject_score, range "lo hi") and 2023-07 ones
// (score, aggregation, or both under scoring:) are read into one shape.
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { listDirectory, readOptional } from './fs-helpers.js';
import { naturalCompare } from './natural-order.js';
import type { TestGroup } from './package-schema.js';

const number = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const testdataSchema = z.looseObject({
  grader_flags: z.string().nullish(),
  aggregation: z.enum(['sum', 'min']).nullish(),
  score: number.nullish(),
  scoring: z
    .looseObject({ score: number.nullish(), aggregation: z.enum(['sum', 'min']).nullish() })
    .nullish(),
  accept_score: number.nullish(),
  reject_score: number.nullish(),
  range: z.string().nullish(),
});
type Testdata = Partial<Omit<TestGroup, 'name'>>;

async function readTestdata(dir: string, shown: string): Promise<Testdata> {
  const text = await readOptional(join(dir, 'testdata.yaml'));
  if (text === undefined) return {};
  // As problem.yaml (problem-yaml.ts): a repeated key is allowed, the last one wins, as in problemtools.
  const parsed = testdataSchema.safeParse(parse(text, { uniqueKeys: false }) ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`${shown}/testdata.yaml: ${issues.join('; ')}`);
  }
  const data = parsed.data;
  const flags = (data.grader_flags ?? '').split(/\s+/);
  const aggregation =
    data.scoring?.aggregation ??
    data.aggregation ??
    (flags.includes('min') ? 'min' : flags.includes('sum') ? 'sum' : undefined);
  const range = data.range?.trim().split(/\s+/).map(Number);
  const validRange =
    range?.length === 2 && range.every(Number.isFinite) ? (range as [number, number]) : undefined;
  const score = data.scoring?.score ?? data.score ?? validRange?.[1];
  return {
    ...(aggregation ? { aggregation } : {}),
    ...(score == null ? {} : { score }),
    ...(data.accept_score == null ? {} : { acceptScore: data.accept_score }),
    ...(data.reject_score == null ? {} : { rejectScore: data.reject_score }),
    ...(validRange ? { range: validRange } : {}),
  };
}

/** Every folder directly below data/secret as a group, in natural order, with its inherited settings. */
export async function readTestGroups(root: string): Promise<TestGroup[]> {
  const data = join(root, 'data');
  const secret = join(data, 'secret');
  const inherited = { ...(await readTestdata(data, 'data')), ...(await readTestdata(secret, 'data/secret')) };
  const folders = (await listDirectory(secret))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort(naturalCompare);
  const groups: TestGroup[] = [];
  for (const name of folders) {
    const own = await readTestdata(join(secret, name), `data/secret/${name}`);
    // A group's own score is its own; only the way scores combine is inherited.
    const { score: _parentScore, range: _parentRange, ...rules } = inherited;
    groups.push({ aggregation: 'sum', ...rules, ...own, name });
  }
  return groups;
}
