// Virtual participation (issue #23 item 1): after a contest ends, a personal run of the same length on the
// same problems, scored against the original field as it stood at the same elapsed second; spectating a past
// board at any elapsed time; upsolve marks. docs/contests.md, "Virtual runs".
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { CONTEST_FORMATS, SCOREBOARD_PAGE_SIZE, scoreboardRowSchema } from './contest.js';
import { pageQuerySchema } from './paging.js';

/** The longest elapsed time a replay may ask for: a windowed contest's longest window, in seconds. */
export const REPLAY_MAX_SECONDS = 7 * 24 * 60 * 60;

export const VIRTUAL_RUN_MESSAGES = {
  notEnded: 'Virtual participation opens when the contest has ended',
  replayNotEnded: 'A past board can be replayed once the contest has ended',
  /** A frozen board's results stay hidden after the end until the freeze is lifted (or the reveal ends). */
  stillFrozen: 'The board of this contest is still frozen: replays and virtual runs open once it is revealed',
  runNotFound: 'Virtual run not found',
  runOver: 'This virtual run has ended',
  atInvalid: `The elapsed time must be a whole number of seconds from 0 to ${REPLAY_MAX_SECONDS.toLocaleString('en-US')}`,
} as const;

export const virtualRunParamsSchema = z.object({ id: z.string().min(1).max(120), runId: idSchema });

/** `?at=` seconds since the start (past the end reads as the end), with the scoreboard's paging. */
export const replayQuerySchema = pageQuerySchema(SCOREBOARD_PAGE_SIZE).extend({
  at: z.coerce
    .number(VIRTUAL_RUN_MESSAGES.atInvalid)
    .int(VIRTUAL_RUN_MESSAGES.atInvalid)
    .min(0, VIRTUAL_RUN_MESSAGES.atInvalid)
    .max(REPLAY_MAX_SECONDS, VIRTUAL_RUN_MESSAGES.atInvalid),
});
export type ReplayQuery = z.infer<typeof replayQuerySchema>;
export const virtualBoardQuerySchema = pageQuerySchema(SCOREBOARD_PAGE_SIZE);

/** A board row; `virtual` marks the virtual participant's own row among the field. */
export const replayRowSchema = scoreboardRowSchema.extend({ virtual: z.boolean() });
export type ReplayRow = z.infer<typeof replayRowSchema>;

/** The field as it stood `elapsedSeconds` after each participant's start (frozen results included). */
export const replayBoardSchema = z.object({
  contestId: idSchema,
  format: z.enum(CONTEST_FORMATS),
  elapsedSeconds: z.number().int(),
  durationSeconds: z.number().int(),
  total: z.number().int(),
  rows: z.array(replayRowSchema),
  /** The virtual participant's row, wherever it is (virtual boards only). */
  me: replayRowSchema.optional(),
});
export type ReplayBoard = z.infer<typeof replayBoardSchema>;

const statSchema = z.number().nullable();
/** One problem at the end of a run: your time and tries against the field's solvers. */
export const problemComparisonSchema = z.object({
  label: z.string(),
  you: z.object({
    solved: z.boolean(),
    /** Minutes from your start to your accepted try; null when unsolved. */
    minutes: z.number().int().nullable(),
    /** Counted tries, the accepted one included. */
    attempts: z.number().int(),
  }),
  field: z.object({
    participants: z.number().int(),
    solvers: z.number().int(),
    /** Over the field's solvers; null when nobody solved it. */
    fastestMinutes: statSchema,
    medianMinutes: statSchema,
    medianAttempts: statSchema,
  }),
});
export type ProblemComparison = z.infer<typeof problemComparisonSchema>;

export const virtualRunSchema = z.object({
  _id: idSchema,
  contestId: idSchema,
  startAt: isoDateSchema,
  endAt: isoDateSchema,
  /** The run is over (its end has passed). */
  ended: z.boolean(),
});
export type VirtualRun = z.infer<typeof virtualRunSchema>;
export const virtualRunListSchema = z.array(virtualRunSchema);

/** GET /contests/{id}/virtual/{runId}: the run, its board now, and the comparison once it has ended. */
export const virtualRunDetailSchema = z.object({
  run: virtualRunSchema,
  board: replayBoardSchema,
  comparison: z.array(problemComparisonSchema).nullable(),
});
export type VirtualRunDetail = z.infer<typeof virtualRunDetailSchema>;

/** GET /contests/{id}/upsolved: labels the caller solved after the contest ended. */
export const upsolvedResponseSchema = z.object({ labels: z.array(z.string()) });
export type UpsolvedResponse = z.infer<typeof upsolvedResponseSchema>;

/** GET /virtual-runs: the caller's runs, newest first, with where each one finished (never rated). */
export const myVirtualRunSchema = virtualRunSchema.extend({
  contest: z.object({ slug: z.string(), title: z.string() }),
  /** The run's rank among the field at its end (or now, while it runs) and the field's size. */
  rank: z.number().int(),
  of: z.number().int(),
  solved: z.number().int(),
  score: z.number(),
});
export type MyVirtualRun = z.infer<typeof myVirtualRunSchema>;
export const myVirtualRunListSchema = z.array(myVirtualRunSchema);
