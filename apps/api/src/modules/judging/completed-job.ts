import { judgeJobDataSchema, judgeJobResultSchema } from '@codecourt/contracts';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';

export type CompletedJob =
  | { ok: true; request: JudgeRequest; result: JudgeResult; requestId: string | undefined }
  | { ok: false; reason: string };

/**
 * A completed job's request (which tests were visible when it was submitted) and the worker's result,
 * both checked against the queue contract; a job whose data is gone cannot be shown and fails.
 */
export function readCompletedJob(data: unknown, returnValue: unknown): CompletedJob {
  const job = judgeJobDataSchema.safeParse(data);
  if (!job.success) return { ok: false, reason: 'The judge job’s request is gone or invalid' };
  const result = judgeJobResultSchema.safeParse(returnValue);
  if (!result.success) return { ok: false, reason: 'The judge answered an invalid result' };
  return { ok: true, request: job.data.request, result: result.data, requestId: job.data.requestId };
}
