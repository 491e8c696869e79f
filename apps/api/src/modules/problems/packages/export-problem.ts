import path from 'node:path';
import { writeProblemPackage } from '@codecourt/problem-package';
import type { ProblemRepository } from '../repository.js';
import { packageFromRecord } from './package-from-record.js';

/** Writes the problem (by id or slug) as a package into `<dir>/<slug>`, which must not hold files yet. Returns that folder. */
export async function exportProblem(
  problems: ProblemRepository,
  idOrSlug: string,
  dir: string,
): Promise<string | undefined> {
  const record = await problems.readRecord(idOrSlug);
  if (!record) return undefined;
  const target = path.resolve(dir, record.slug);
  await writeProblemPackage(packageFromRecord(record), target);
  return target;
}
