import type { Request } from 'express';
import { appError } from '../../lib/app-error.js';
import type { ProblemRepository } from '../problems/repository.js';

/** The problem's id from a path's `{problemId}` (its slug works too); 404 when there is no such problem. */
export async function problemIdOf(problems: ProblemRepository, ref: string): Promise<string> {
  const problem = await problems.findRow(ref);
  if (!problem) throw appError('problemNotFound', 404);
  return problem.id;
}

/** The problem named by the request path's `:problemId`. */
export function problemOfPath(problems: ProblemRepository, req: Request): Promise<string> {
  const ref: unknown = req.params.problemId;
  return problemIdOf(problems, typeof ref === 'string' ? ref : '');
}
