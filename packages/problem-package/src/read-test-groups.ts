// Scoring problems' test groups: each folder below data/secret is a group, configured by the
// testdata.yaml files on the way down (data/, data/secret/, data/secret/<group>/; the nearer wins).
// Legacy keys (grader_flags "min"/"sum", accept_score, reject_score, range "lo hi") and 2023-07 ones
// (score, aggregation, or both under scoring:) are read into one shape. The legacy default grader's
// verdict flags (worst_error, first_error, always_accept, accept_if_any_accepted, ignore_sample) and
// on_reject are read per level as problemtools reads them: inherited down, the nearer file winning.
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { listDirectory, readOptional } from './fs-helpers.js';
import { naturalCompare } from './natural-order.js';
import type { PackageGrading, TestGroup, VerdictRule } from './package-schema.js';

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
  on_reject: z.enum(['break', 'continue']).nullish(),
});
type Testdata = Partial<Omit<TestGroup, 'name'>> & {
  /** The level's verdict flags as written (a level without grader_flags or on_reject has none). */
  rule?: VerdictRule;
  ignoreSample?: boolean;
};

const VERDICT_MODES = ['worst_error', 'first_error', 'always_accept'] as const;
type VerdictMode = (typeof VERDICT_MODES)[number];

/** grader_flags' verdict words and on_reject, as the default grader reads them (the last mode wins). */
function ruleOf(flags: readonly string[], onReject: 'break' | 'continue' | undefined): VerdictRule {
  // problemtools' old name for worst_error.
  const modes = flags
    .map((f) => (f === 'no_errors' ? 'worst_error' : f))
    .filter((f): f is VerdictMode => (VERDICT_MODES as readonly string[]).includes(f));
  const mode = modes.at(-1);
  return {
    ...(mode ? { mode } : {}),
    ...(flags.includes('accept_if_any_accepted') ? { acceptIfAnyAccepted: true } : {}),
    ...(onReject ? { onReject } : {}),
  };
}

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
  const rule = ruleOf(flags, data.on_reject ?? undefined);
  return {
    ...(Object.keys(rule).length > 0 ? { rule } : {}),
    ...(flags.includes('ignore_sample') ? { ignoreSample: true } : {}),
    ...(aggregation ? { aggregation } : {}),
    ...(score == null ? {} : { score }),
    ...(data.accept_score == null ? {} : { acceptScore: data.accept_score }),
    ...(data.reject_score == null ? {} : { rejectScore: data.reject_score }),
    ...(validRange ? { range: validRange } : {}),
  };
}

/** A level's rule: its own flags over its parent's (inherited key by key, as problemtools does). */
const below = (parent: VerdictRule | undefined, own: VerdictRule | undefined): VerdictRule | undefined =>
  parent || own ? { ...parent, ...own } : undefined;

/**
 * Every folder directly below data/secret as a group, in natural order, with its inherited settings,
 * and the verdict rules of data/ and data/secret (undefined where no level sets any).
 */
export async function readTestGroups(
  root: string,
): Promise<{ groups: TestGroup[]; grading: PackageGrading }> {
  const data = join(root, 'data');
  const secret = join(data, 'secret');
  const top = await readTestdata(data, 'data');
  const mid = await readTestdata(secret, 'data/secret');
  const { rule: topRule, ignoreSample, ...topRest } = top;
  const { rule: midRule, ignoreSample: _onlyAtRoot, ...midRest } = mid;
  const secretRule = below(topRule, midRule);
  const inherited = { ...topRest, ...midRest };
  const folders = (await listDirectory(secret))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort(naturalCompare);
  const groups: TestGroup[] = [];
  for (const name of folders) {
    const {
      rule,
      ignoreSample: _notHere,
      ...own
    } = await readTestdata(join(secret, name), `data/secret/${name}`);
    // A group's own score is its own; only the way scores combine is inherited.
    const { score: _parentScore, range: _parentRange, ...rules } = inherited;
    const verdicts = below(secretRule, rule);
    groups.push({ aggregation: 'sum', ...rules, ...own, ...(verdicts ? { verdicts } : {}), name });
  }
  const rootRule =
    topRule || ignoreSample ? { ...topRule, ...(ignoreSample ? { ignoreSample } : {}) } : undefined;
  return {
    groups,
    grading: { ...(rootRule ? { root: rootRule } : {}), ...(secretRule ? { secret: secretRule } : {}) },
  };
}
