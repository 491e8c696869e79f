// Answers of the problem endpoints that are not one problem (problem.ts holds that one).
import { z } from 'zod';
import { problemSummarySchema } from './problem.js';

/** GET /problem/getAllProblem and GET /problem/problemSolvedByUser. */
export const problemListResponseSchema = z.array(problemSummarySchema);
export type ProblemListResponse = z.infer<typeof problemListResponseSchema>;

/** DELETE /problem/delete/{id}. */
export const deleteProblemResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteProblemResponse = z.infer<typeof deleteProblemResponseSchema>;

/** GET /problem/stats: per problem, how many submissions, how many accepted, how many users solved it. */
export const problemStatsResponseSchema = z.array(
  z.object({
    problemId: z.string(),
    submissions: z.number().int().nonnegative(),
    accepted: z.number().int().nonnegative(),
    solvedBy: z.number().int().nonnegative(),
  }),
);
export type ProblemStatsResponse = z.infer<typeof problemStatsResponseSchema>;
