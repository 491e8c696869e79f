import type { ReferenceFailure } from '@codecourt/contracts';
import { appError } from '../../../lib/app-error.js';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';
import type { ProblemRecord } from '../problem-record.js';
import type { ProblemRepository } from '../repository.js';
import { verifyReferenceSolutions } from './verify-reference-solutions.js';
import type { VerifyProgress } from './verify-reference-solutions.js';

export type VerifiedSave = { saved: true; id: string } | { saved: false; failure: ReferenceFailure };

/** 409 when another problem has this title (any case) or, for a new problem, this slug. */
export async function assertTitleFree(
  problems: ProblemRepository,
  record: Pick<ProblemRecord, 'title' | 'slug'>,
  replaceId?: string,
): Promise<void> {
  const sameTitle = await problems.findByTitle(record.title);
  const sameSlug = replaceId ? undefined : await problems.findRow(record.slug);
  if ((sameTitle && sameTitle.id !== replaceId) || sameSlug) throw appError('slugTaken', 409);
}

/** Judges every reference solution; a judge that cannot run answers 503 and nothing is saved. */
export async function verifyOrUnavailable(
  gateway: Pick<JudgeGateway, 'run'>,
  record: ProblemRecord,
  onProgress?: VerifyProgress,
): Promise<ReferenceFailure | undefined> {
  try {
    return await verifyReferenceSolutions(gateway, record, onProgress);
  } catch (error) {
    throw appError('judgeUnavailable', 503, error);
  }
}

/**
 * Publishing: the title must be free, then every reference solution must pass every test (judged now, or
 * minutes before for the very same judge request: remembered-verdicts.ts), and only then is the problem
 * written (one transaction). A failing reference leaves the database untouched.
 */
export async function verifiedSave(
  deps: { problems: ProblemRepository; gateway: Pick<JudgeGateway, 'run'> },
  record: ProblemRecord,
  replaceId?: string,
): Promise<VerifiedSave> {
  await assertTitleFree(deps.problems, record, replaceId);
  const failure = await verifyOrUnavailable(deps.gateway, record);
  if (failure) return { saved: false, failure };
  // Judging takes seconds: another admin may have taken the title meanwhile.
  await assertTitleFree(deps.problems, record, replaceId);
  return { saved: true, id: await deps.problems.upsert(record, replaceId) };
}
