import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { publicUserSchema } from './stats.js';

/**
 * Rejudging with a preview (issue #23 item 5; DOMjudge's rejudgings): every judged submission to one
 * contest problem is judged again in the rejudge lane, its new verdict held aside; the admin sees what
 * would change and applies (the board re-scores, a finalised rated contest re-rates) or cancels.
 */
export const REJUDGE_STATUSES = ['judging', 'ready', 'applied', 'cancelled'] as const;
export type RejudgeStatus = (typeof REJUDGE_STATUSES)[number];

export const REJUDGE_MESSAGES = {
  notFound: 'No such rejudge.',
  problemNotInContest: 'This problem is not part of the contest.',
  notReady: 'The rejudge is still judging.',
  alreadyDecided: 'This rejudge was already applied or cancelled.',
  nothingToRejudge: 'No judged submission to this problem yet.',
  openRejudge: 'This problem already has a rejudge waiting for a decision.',
} as const;

export const rejudgeCreateRequestSchema = z.object({ label: z.string().trim().min(1).max(8) });

export const rejudgeParamsSchema = z.object({ id: idSchema, rejudgeId: idSchema });

export const rejudgeSchema = z.object({
  _id: idSchema,
  contestId: idSchema,
  label: z.string(),
  status: z.enum(REJUDGE_STATUSES),
  total: z.number().int().min(0),
  judged: z.number().int().min(0),
  changed: z.number().int().min(0),
  createdAt: isoDateSchema,
  decidedAt: isoDateSchema.nullable(),
});
export type Rejudge = z.infer<typeof rejudgeSchema>;

/** A participant's board cell for the problem as the jury sees it: what a rejudge can change. */
export const rejudgeCellSchema = z.object({
  solved: z.boolean(),
  attempts: z.number().int().min(0),
  /** Contest minute of the solve (ICPC); null when not solved. */
  minutes: z.number().int().nullable(),
  /** Points on the board (IOI; an ICPC solve counts its problem's points). */
  score: z.number(),
});
export type RejudgeCell = z.infer<typeof rejudgeCellSchema>;

/** One submission of the preview: its verdict now and the one the rejudge found (null while judging). */
export const rejudgeResultSchema = z.object({
  submissionId: idSchema,
  user: publicUserSchema,
  /** When the participant submitted it (the preview lists them oldest first). */
  submittedAt: isoDateSchema,
  before: z.string().nullable(),
  after: z.string().nullable(),
  changed: z.boolean(),
  /**
   * The participant's cell now and after applying, when the rejudge changes it (every judged try of theirs
   * counted with its new verdict); null when the cell stays the same.
   */
  board: z.object({ before: rejudgeCellSchema, after: rejudgeCellSchema }).nullable(),
});

export type RejudgeResult = z.infer<typeof rejudgeResultSchema>;

export const rejudgePreviewSchema = z.object({
  rejudge: rejudgeSchema,
  results: z.array(rejudgeResultSchema),
});
export type RejudgePreview = z.infer<typeof rejudgePreviewSchema>;

export const rejudgeListSchema = z.object({ rejudges: z.array(rejudgeSchema) });

export const rejudgeApplyResponseSchema = z.object({
  rejudge: rejudgeSchema,
  /** Submissions whose stored verdict changed. */
  applied: z.number().int().min(0),
  contestsRerated: z.number().int().min(0),
});
export type RejudgeApplyResponse = z.infer<typeof rejudgeApplyResponseSchema>;
