// What a worker's log line says about a job, read from its data without trusting it: the API request id
// that made it, its kind and its language. Fields that are missing or malformed are left out.
import { JUDGE_JOB_KINDS, requestIdSchema } from '@codecourt/contracts';
import { z } from 'zod';

export type JobTrace = { reqId?: string; kind?: string; language?: string };

const traceSchema = z.object({
  requestId: requestIdSchema.optional().catch(undefined),
  kind: z.enum(JUDGE_JOB_KINDS).optional().catch(undefined),
  request: z
    .object({ language: z.string().max(32).optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

export function jobTraceOf(data: unknown): JobTrace {
  const parsed = traceSchema.safeParse(data);
  if (!parsed.success) return {};
  const { requestId, kind, request } = parsed.data;
  return {
    ...(requestId !== undefined && { reqId: requestId }),
    ...(kind !== undefined && { kind }),
    ...(request?.language !== undefined && { language: request.language }),
  };
}
