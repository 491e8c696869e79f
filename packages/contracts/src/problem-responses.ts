// Answers of the problem endpoints that are not one problem (problem.ts holds that one).
import { z } from 'zod';
import { problemSummarySchema } from './problem.js';

/** GET /problem/getAllProblem and GET /problem/problemSolvedByUser. */
export const problemListResponseSchema = z.array(problemSummarySchema);
export type ProblemListResponse = z.infer<typeof problemListResponseSchema>;

/** DELETE /problem/delete/{id}. */
export const deleteProblemResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteProblemResponse = z.infer<typeof deleteProblemResponseSchema>;
