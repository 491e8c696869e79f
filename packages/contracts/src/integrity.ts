import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { LANGUAGE_IDS } from './languages.js';
import { publicUserSchema } from './stats.js';

/**
 * The integrity report (issue #23 item 3; docs/integrity.md): winnowing over a token stream of our own
 * (dolos-core). A pair is listed when its similarity (the share of both programs covered by shared
 * fingerprints) reaches `minSimilarity` and its longest shared run is at least `minLongest` fingerprints.
 * Nothing is decided automatically: a listed pair is a question for an admin.
 */
export const INTEGRITY_LIMITS = {
  kgramLength: 12,
  windowLength: 6,
  minSimilarity: 0.5,
  minLongest: 4,
  /**
   * Programs shorter than this many tokens are not compared: everyone writes `print(a + b)` the same way,
   * so a match between them is no evidence and would bury the pairs that are.
   */
  minTokens: 50,
  /** A problem-wide report reads at most this many of the latest submissions. */
  maxSubmissions: 2000,
  reasonMaxLength: 500,
} as const;

/** A finished contest's report is started this long after its end (the last verdicts have arrived). */
export const INTEGRITY_AFTER_END_MS = 60 * 1000;
export const INTEGRITY_CHECK_MS = 30 * 1000;

export const INTEGRITY_MESSAGES = {
  reportNotFound: 'No such integrity report.',
  pairNotFound: 'No such pair.',
  notParticipant: 'This user did not take part in the contest.',
  notEnded: 'The contest has not ended yet.',
  alreadyDisqualified: 'This participant is already disqualified.',
  reasonRequired: 'Give the reason the participant will read.',
  reasonTooLong: `The reason is at most ${String(INTEGRITY_LIMITS.reasonMaxLength)} characters.`,
} as const;

export const INTEGRITY_REPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type IntegrityReportStatus = (typeof INTEGRITY_REPORT_STATUSES)[number];

const spanSchema = z.object({
  startRow: z.number().int().min(0),
  startCol: z.number().int().min(0),
  endRow: z.number().int().min(0),
  endCol: z.number().int().min(0),
});
/** One shared fragment: where it is in the left program and in the right one (0-based rows and columns). */
export const integrityFragmentSchema = z.object({ left: spanSchema, right: spanSchema });
export type IntegrityFragment = z.infer<typeof integrityFragmentSchema>;

export const integrityReportSchema = z.object({
  _id: idSchema,
  contestId: idSchema.nullable(),
  problemId: idSchema.nullable(),
  status: z.enum(INTEGRITY_REPORT_STATUSES),
  programs: z.number().int().min(0),
  pairs: z.number().int().min(0),
  error: z.string().nullable(),
  createdAt: isoDateSchema,
  finishedAt: isoDateSchema.nullable(),
});
export type IntegrityReport = z.infer<typeof integrityReportSchema>;

/** A side of a pair: a participant's submission, or the problem's reference solution (no user). */
export const integritySideSchema = z.object({
  submissionId: idSchema.nullable(),
  referenceSolution: z.boolean(),
  user: publicUserSchema.nullable(),
  verdict: z.string().nullable(),
});

export const integrityPairSchema = z.object({
  _id: idSchema,
  reportId: idSchema,
  problemId: idSchema,
  problemTitle: z.string(),
  language: z.enum(LANGUAGE_IDS),
  similarity: z.number().min(0).max(1),
  longest: z.number().int().min(0),
  left: integritySideSchema,
  right: integritySideSchema,
  dismissedAt: isoDateSchema.nullable(),
});
export type IntegrityPair = z.infer<typeof integrityPairSchema>;

export const integrityReportResponseSchema = z.object({
  report: integrityReportSchema,
  pairs: z.array(integrityPairSchema),
});
export type IntegrityReportResponse = z.infer<typeof integrityReportResponseSchema>;

export const integrityReportListSchema = z.object({ reports: z.array(integrityReportSchema) });
export type IntegrityReportList = z.infer<typeof integrityReportListSchema>;

/** The side-by-side view: both programs and the fragments they share. */
export const integrityPairDetailSchema = z.object({
  pair: integrityPairSchema,
  leftCode: z.string(),
  rightCode: z.string(),
  fragments: z.array(integrityFragmentSchema),
});
export type IntegrityPairDetail = z.infer<typeof integrityPairDetailSchema>;

export const integrityReportQuerySchema = z.object({
  contestId: idSchema.optional(),
  problemId: idSchema.optional(),
});

export const disqualifyRequestSchema = z.object({
  userId: idSchema,
  reason: z
    .string(INTEGRITY_MESSAGES.reasonRequired)
    .trim()
    .min(1, INTEGRITY_MESSAGES.reasonRequired)
    .max(INTEGRITY_LIMITS.reasonMaxLength, INTEGRITY_MESSAGES.reasonTooLong),
});
export type DisqualifyRequest = z.infer<typeof disqualifyRequestSchema>;

/** What a participant sees on the contest page when disqualified (null: they are not). */
export const disqualificationSchema = z.object({
  reason: z.string(),
  disqualifiedAt: isoDateSchema,
});
export const myDisqualificationResponseSchema = z.object({
  disqualification: disqualificationSchema.nullable(),
});
export type MyDisqualificationResponse = z.infer<typeof myDisqualificationResponseSchema>;

export const disqualifyResponseSchema = z.object({
  userId: idSchema,
  reason: z.string(),
  disqualifiedAt: isoDateSchema,
  /** Rated contests re-rated (this one and every later finalised one); 0 when unrated or not yet finalised. */
  contestsRerated: z.number().int().min(0),
});
export type DisqualifyResponse = z.infer<typeof disqualifyResponseSchema>;
