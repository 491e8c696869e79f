import type { Request } from 'express';
import { appError } from '../../lib/app-error.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { viewerOf } from '../problems/visibility/problem-viewer.js';

/**
 * The id of the problem `ref` names (its uuid or slug), for the signed-in user's own rows keyed by it (notes,
 * drafts, solution takes): 404 when there is no such problem or the user may not see it, the same answer.
 */
export async function ownProblemIdOf(
  problems: ProblemVisibility,
  req: Request,
  ref: string,
): Promise<string> {
  const problem = await problems.forViewer(viewerOf(signedInUser(req))).findOwnRow(ref);
  if (!problem) throw appError('problemNotFound', 404);
  return problem.id;
}

/** The problem named by the request path's `:problemId`. */
export function problemOfPath(problems: ProblemVisibility, req: Request): Promise<string> {
  const ref: unknown = req.params.problemId;
  return ownProblemIdOf(problems, req, typeof ref === 'string' ? ref : '');
}
