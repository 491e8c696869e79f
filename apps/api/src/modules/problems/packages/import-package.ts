import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { Judge } from '@codecourt/judge';
import { validateInputs } from '@codecourt/problem-package';
import type { ProblemPackage } from '@codecourt/problem-package';
import { appError } from '../../../lib/app-error.js';
import type { ProblemRecord } from '../problem-record.js';
import type { ProblemRepository } from '../repository.js';
import { deriveTimeLimit } from './kattis-time-limit.js';
import { recordFromPackage } from './record-from-package.js';

export type ImportDeps = {
  problems: ProblemRepository;
  /** Needed only for packages without a time limit; created on first use. */
  judge: () => Promise<Pick<Judge, 'judge'>>;
};

export type ImportOutcome = {
  slug: string;
  id: string;
  action: 'created' | 'updated';
  timeLimitMs: number;
  /** Set when the time limit came from the Kattis rule: the slowest accepted run it was derived from. */
  derivedFromMs?: number;
  warnings: string[];
};

/** A package as the record it becomes, with what the import will report; nothing is written yet. */
export type PreparedImport = Omit<ImportOutcome, 'id'> & {
  record: ProblemRecord;
  existingId: string | undefined;
};

/** Reads the package into a record (deriving its time limit by the Kattis rule when it has none). */
export async function prepareImport(deps: ImportDeps, pkg: ProblemPackage): Promise<PreparedImport> {
  // Checked before anything is judged: the judge refuses a request with more tests than its limit.
  if (pkg.samples.length + pkg.secrets.length > JUDGE_LIMITS.maxTests) throw appError('tooManyTests', 422);
  // The package's own input validators must accept its data (the routes answer it as an invalid package).
  if (pkg.inputValidators.length > 0) {
    const judge = await deps.judge();
    const refusals = await validateInputs((request) => judge.judge(request), pkg);
    if (refusals.length > 0) throw new Error(refusals.join('; '));
  }
  const derived =
    pkg.limits.timeMs === undefined ? await deriveTimeLimit(await deps.judge(), pkg) : undefined;
  const timeLimitMs = pkg.limits.timeMs ?? derived?.timeLimitMs ?? JUDGE_LIMITS.defaultTimeMs;
  const warnings =
    pkg.limits.timeMs === undefined && derived === undefined
      ? [
          ...pkg.warnings,
          `no time limit and no accepted submission the judge runs: the default ${String(JUDGE_LIMITS.defaultTimeMs)} ms applies`,
        ]
      : pkg.warnings;
  const existing = await deps.problems.findRow(pkg.slug);
  return {
    slug: pkg.slug,
    record: recordFromPackage(pkg, timeLimitMs),
    existingId: existing?.id,
    action: existing ? 'updated' : 'created',
    timeLimitMs,
    ...(derived ? { derivedFromMs: derived.slowestMs } : {}),
    warnings,
  };
}

/** Upserts one read package by slug: a re-import replaces the problem's data and keeps its id. */
export async function importPackage(deps: ImportDeps, pkg: ProblemPackage): Promise<ImportOutcome> {
  const { record, existingId: _existing, ...outcome } = await prepareImport(deps, pkg);
  return { ...outcome, id: await deps.problems.upsert(record) };
}
