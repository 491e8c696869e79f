// A user took a problem's full solution: /api/solution-takes. Spaced review grades the next review "again".
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

/**
 * Where a solution came from. The web app records `use-solution` when a reference solution lands in the editor
 * and `editorial` when the editorial's solution video starts playing; `ai` is recorded by the tutor itself when
 * the student asks for the full solution.
 */
export const SOLUTION_TAKE_SOURCES = ['ai', 'use-solution', 'editorial'] as const;
export type SolutionTakeSource = (typeof SOLUTION_TAKE_SOURCES)[number];

/** POST /solution-takes/{problemId}: what the user took; the AI's answer is recorded server-side only. */
export const solutionTakeWriteSchema = z.object({
  source: z.enum(['use-solution', 'editorial']),
});
export type SolutionTakeWrite = z.infer<typeof solutionTakeWriteSchema>;

/** The take as stored: the first one of its source that UTC day (repeats change nothing). */
export const solutionTakeSchema = z.object({
  problemId: idSchema,
  source: z.enum(SOLUTION_TAKE_SOURCES),
  takenAt: isoDateSchema,
});
export type SolutionTake = z.infer<typeof solutionTakeSchema>;
