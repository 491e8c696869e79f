// Where an accepted solution stands: GET /api/standing/{submissionId}, against this instance's accepted
// submissions of the same problem and language.
import { z } from 'zod';
import { LANGUAGE_IDS } from './languages.js';

/** Bars drawn at most; values are grouped into equal ranges when there are more distinct ones. */
export const STANDING_BARS_MAX = 20;

export const standingBarSchema = z.object({
  /** The bar covers from..to inclusive (ms or KB). */
  from: z.number().int(),
  to: z.number().int(),
  count: z.number().int(),
  /** The submission's own value falls in this bar. */
  mine: z.boolean(),
});

export const standingMetricSchema = z.object({
  value: z.number().int(),
  /** Accepted submissions counted (this one included). */
  total: z.number().int(),
  /** Share of them with a larger value (slower, or using more memory), whole percent rounded down. */
  betterThanPercent: z.number().int().min(0).max(100),
  bars: z.array(standingBarSchema).max(STANDING_BARS_MAX),
});
export type StandingMetric = z.infer<typeof standingMetricSchema>;

export const standingSchema = z.object({
  submissionId: z.uuid(),
  language: z.enum(LANGUAGE_IDS),
  /** Null when the submission has no such measure (or is not accepted). */
  runtime: standingMetricSchema.nullable(),
  memory: standingMetricSchema.nullable(),
});
export type Standing = z.infer<typeof standingSchema>;
