// Kattis names the verdict a submission must get by the directory it sits in (submissions/<dir>/).
import type { Verdict } from '@codecourt/contracts';

export const SUBMISSION_DIRECTORIES = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
  'memory_limit_exceeded',
  'output_limit_exceeded',
  'compile_error',
  // Scoring problems only: a score strictly between nothing and full marks, whatever the failing test's verdict.
  'partially_accepted',
] as const;
export type SubmissionDirectory = (typeof SUBMISSION_DIRECTORIES)[number];

export const VERDICT_BY_DIRECTORY: Readonly<Record<SubmissionDirectory, Verdict>> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong Answer',
  time_limit_exceeded: 'Time Limit Exceeded',
  run_time_error: 'Runtime Error',
  memory_limit_exceeded: 'Memory Limit Exceeded',
  output_limit_exceeded: 'Output Limit Exceeded',
  compile_error: 'Compilation Error',
  partially_accepted: 'Wrong Answer',
};

/** The verdicts a partially accepted submission may end with: any test failure that still lets others score. */
export const PARTIAL_VERDICTS: readonly Verdict[] = [
  'Wrong Answer',
  'Time Limit Exceeded',
  'Runtime Error',
  'Memory Limit Exceeded',
  'Output Limit Exceeded',
];

/** Spellings other tools write for the same directories (DOMjudge: compiler_error, output_limit). */
const ALIASES: Readonly<Record<string, SubmissionDirectory>> = {
  runtime_error: 'run_time_error',
  compiler_error: 'compile_error',
  output_limit: 'output_limit_exceeded',
};

export function submissionDirectory(name: string, scoring = true): SubmissionDirectory | undefined {
  if (name === 'partially_accepted' && !scoring) return undefined;
  if ((SUBMISSION_DIRECTORIES as readonly string[]).includes(name)) return name as SubmissionDirectory;
  return ALIASES[name];
}

export function directoryOfVerdict(verdict: Verdict): SubmissionDirectory | undefined {
  return SUBMISSION_DIRECTORIES.find((dir) => VERDICT_BY_DIRECTORY[dir] === verdict);
}
