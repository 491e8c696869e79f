// Mock interview rooms (issue #41 items 1-4, 6 and 7): two people, one problem, one shared document, a
// clock, runs both sides see, the interviewer's notes and scorecard, and a replay. The room's REST shapes,
// its limits and messages; the document itself travels over the y-websocket protocol at
// /api/interviews/{id}/sync (docs/interviews.md).
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { runResponseSchema } from './judgement.js';
import { LANGUAGE_IDS } from './languages.js';
import { MESSAGES } from './messages.js';
import { STATEMENT_MAX_BYTES } from './problem-import.js';
import { handleSchema } from './public-profile.js';

export const INTERVIEW_MODES = ['hosted', 'peer'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = ['waiting', 'running', 'ended'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_ROLES = ['interviewer', 'candidate', 'observer'] as const;
export type InterviewRole = (typeof INTERVIEW_ROLES)[number];

export const INTERVIEW_DURATION_MINUTES = { min: 15, max: 120, default: 45 } as const;
/** Rooms one list answers (newest first). */
export const INTERVIEW_LIST_MAX = 50;
/** Observers one room admits: a panel, not an audience. */
export const INTERVIEW_OBSERVERS_MAX = 5;
/** The join code's length: 10 characters of a 32-letter alphabet, 50 bits, guessed only under the rate limit. */
export const INTERVIEW_JOIN_CODE_LENGTH = 10;
/** One y-websocket message at most: a pasted solution fits many times over, a flood does not. */
export const INTERVIEW_SYNC_MESSAGE_MAX_BYTES = 1024 * 1024;
/**
 * The names of the shared document's parts: what every client binds to. `runs` is a Y.Array of plain
 * JSON entries (interviewRunEntrySchema) only the server appends: each run, as both sides see it.
 */
export const INTERVIEW_DOCUMENT = { code: 'code', meta: 'meta', language: 'language', runs: 'runs' } as const;

/** A private problem the interviewer writes (item 1): never in the library or any problem list. */
export const INTERVIEW_PRIVATE_PROBLEM = {
  titleMaxLength: 120,
  statementMaxBytes: STATEMENT_MAX_BYTES,
  testsMax: 20,
  /** One test's input or output; twenty of each fit the API's 1 MiB body. */
  testMaxBytes: 16 * 1024,
  /** What a private problem's runs are judged with (a library problem's runs use its own limits). */
  timeLimitMs: 2_000,
  memoryLimitKb: 256 * 1024,
} as const;
/** A run's custom input at most (the normal Run's bound). */
export const INTERVIEW_RUN_INPUT_MAX_BYTES = 1024 * 1024;
/** The interviewer's private notes at most. */
export const INTERVIEW_NOTES_MAX_LENGTH = 20_000;
/** The scorecard's written feedback at most. */
export const INTERVIEW_FEEDBACK_MAX_LENGTH = 10_000;
/** Each scorecard area is scored 1 (weak) to 4 (strong). */
export const INTERVIEW_SCORE = { min: 1, max: 4 } as const;
export const INTERVIEW_SCORE_AREAS = ['problemSolving', 'coding', 'communication', 'testing'] as const;
export type InterviewScoreArea = (typeof INTERVIEW_SCORE_AREAS)[number];
export const INTERVIEW_RECOMMENDATIONS = ['strong-hire', 'hire', 'no-hire', 'strong-no-hire'] as const;
export type InterviewRecommendation = (typeof INTERVIEW_RECOMMENDATIONS)[number];
/** Stored updates one replay page answers at most; `nextAfter` asks for the next page. */
export const INTERVIEW_REPLAY_PAGE_MAX = 5_000;

export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found',
  joinRefused: 'That join code does not open this interview',
  roomFull: 'This interview already has its candidate; the interviewer can invite you as an observer',
  interviewerOnly: 'Only the interviewer can do this',
  notWaiting: 'This interview has already started',
  ended: 'This interview has ended',
  observersFull: `An interview has at most ${INTERVIEW_OBSERVERS_MAX} observers`,
  observerUnknown: 'No user has that id',
  observerHandleUnknown:
    'No public profile has that handle; someone whose profile is private can be invited by their user id',
  upgradeRequired: 'Open the shared document with a WebSocket (the y-websocket protocol)',
  durationInvalid: `The duration must be a whole number of minutes from ${INTERVIEW_DURATION_MINUTES.min} to ${INTERVIEW_DURATION_MINUTES.max}`,
  problemTwice: 'Give either a library problem or a private one, not both',
  titleRequired: 'Give the problem a title',
  titleTooLong: `The title must be at most ${String(INTERVIEW_PRIVATE_PROBLEM.titleMaxLength)} characters`,
  statementRequired: 'Write the problem statement',
  statementTooLarge: `The statement must be at most ${String(INTERVIEW_PRIVATE_PROBLEM.statementMaxBytes / 1024)} KB`,
  tooManyTests: `A private problem has at most ${String(INTERVIEW_PRIVATE_PROBLEM.testsMax)} tests`,
  testTooLarge: `A test's input or output must be at most ${String(INTERVIEW_PRIVATE_PROBLEM.testMaxBytes / 1024)} KB`,
  inputTooLarge: `The input must be at most ${String(INTERVIEW_RUN_INPUT_MAX_BYTES / 1024 / 1024)} MB`,
  notRunning: 'The interview is not running: start it first',
  notStartedYet: 'The interview has not started yet',
  participantsOnly: 'Only the interviewer and the candidate can run code; observers watch',
  noCode: 'The shared editor is empty: write some code first',
  noLanguage: 'Choose a language in the shared editor first',
  noProblem: 'This interview has no problem to run against: give an input',
  noTests: 'This problem has no tests to run against: give an input',
  submitNeedsLibraryProblem: 'Only a library problem has hidden tests to submit against',
  notesTooLong: `Notes must be at most ${String(INTERVIEW_NOTES_MAX_LENGTH)} characters`,
  feedbackTooLong: `Feedback must be at most ${String(INTERVIEW_FEEDBACK_MAX_LENGTH)} characters`,
  scoreInvalid: `Each score is a whole number from ${String(INTERVIEW_SCORE.min)} to ${String(INTERVIEW_SCORE.max)}`,
  recommendationInvalid: 'Choose a recommendation: strong hire, hire, no hire or strong no hire',
  noScorecard: 'There is no scorecard for this interview yet',
  notEnded: 'The replay opens once the interview has ended',
} as const;

const byteLength = (text: string) => new TextEncoder().encode(text).length;
/** What is stored as text: PostgreSQL takes no NUL in text or jsonb. */
const storedText = () => z.string().refine((t) => !t.includes('\0'), MESSAGES.nulCharacter);

export const interviewPrivateTestSchema = z.object({
  input: storedText().refine(
    (t) => byteLength(t) <= INTERVIEW_PRIVATE_PROBLEM.testMaxBytes,
    INTERVIEW_MESSAGES.testTooLarge,
  ),
  output: storedText().refine(
    (t) => byteLength(t) <= INTERVIEW_PRIVATE_PROBLEM.testMaxBytes,
    INTERVIEW_MESSAGES.testTooLarge,
  ),
});
export type InterviewPrivateTest = z.infer<typeof interviewPrivateTestSchema>;

/** The problem the interviewer writes for this room alone (statement in Markdown). */
export const interviewPrivateProblemSchema = z.object({
  title: storedText()
    .trim()
    .min(1, INTERVIEW_MESSAGES.titleRequired)
    .max(INTERVIEW_PRIVATE_PROBLEM.titleMaxLength, INTERVIEW_MESSAGES.titleTooLong),
  statement: storedText()
    .refine((t) => t.trim().length > 0, INTERVIEW_MESSAGES.statementRequired)
    .refine(
      (t) => byteLength(t) <= INTERVIEW_PRIVATE_PROBLEM.statementMaxBytes,
      INTERVIEW_MESSAGES.statementTooLarge,
    ),
  tests: z
    .array(interviewPrivateTestSchema)
    .max(INTERVIEW_PRIVATE_PROBLEM.testsMax, INTERVIEW_MESSAGES.tooManyTests)
    .optional(),
});
export type InterviewPrivateProblem = z.infer<typeof interviewPrivateProblemSchema>;

export const createInterviewRequestSchema = z
  .object({
    problemId: idSchema.optional(),
    /** Instead of `problemId`: a problem written for this room, kept with it and shown nowhere else. */
    problem: interviewPrivateProblemSchema.optional(),
    durationMinutes: z
      .number(INTERVIEW_MESSAGES.durationInvalid)
      .int(INTERVIEW_MESSAGES.durationInvalid)
      .min(INTERVIEW_DURATION_MINUTES.min, INTERVIEW_MESSAGES.durationInvalid)
      .max(INTERVIEW_DURATION_MINUTES.max, INTERVIEW_MESSAGES.durationInvalid)
      .default(INTERVIEW_DURATION_MINUTES.default),
    mode: z.enum(INTERVIEW_MODES),
  })
  .refine((body) => body.problemId === undefined || body.problem === undefined, {
    message: INTERVIEW_MESSAGES.problemTwice,
    path: ['problem'],
  });
export type CreateInterviewRequest = z.infer<typeof createInterviewRequestSchema>;

export const joinInterviewRequestSchema = z.object({ joinCode: z.string().min(1).max(64) });
export type JoinInterviewRequest = z.infer<typeof joinInterviewRequestSchema>;

/**
 * Whom to invite: a user id, or the public handle of a profile that is public (a private profile's handle
 * is never confirmed to exist: such a user is invited by the id their Interviews page shows them).
 */
export const inviteObserverRequestSchema = z.union([
  z.object({ userId: idSchema }).strict(),
  z.object({ handle: handleSchema }).strict(),
]);
export type InviteObserverRequest = z.infer<typeof inviteObserverRequestSchema>;

export const interviewParticipantSchema = z.object({
  userId: idSchema,
  firstName: z.string(),
  role: z.enum(INTERVIEW_ROLES),
});
export type InterviewParticipant = z.infer<typeof interviewParticipantSchema>;

/**
 * The room's problem as the page shows it: the library problem's or the private one's title and its
 * statement rendered by the sanitising renderer every statement goes through. Null for whoever may not
 * see it yet (the candidate before the start) or when the room has none.
 */
export const interviewProblemSchema = z.object({
  source: z.enum(['library', 'private']),
  title: z.string(),
  statementHtml: z.string(),
  /** A private problem's tests (what a run without input runs on); the interviewer's view only. */
  tests: z.array(interviewPrivateTestSchema).optional(),
});
export type InterviewProblem = z.infer<typeof interviewProblemSchema>;

export const interviewSchema = z.object({
  _id: idSchema,
  /** Shown to every participant: the interviewer passes it on, and a candidate may pass it back. */
  joinCode: z.string(),
  /** A library problem's id (null for a private problem, and for the candidate before the start). */
  problemId: idSchema.nullable(),
  problem: interviewProblemSchema.nullable(),
  mode: z.enum(INTERVIEW_MODES),
  status: z.enum(INTERVIEW_STATUSES),
  durationMinutes: z.number().int(),
  participants: z.array(interviewParticipantSchema),
  createdAt: isoDateSchema,
  startedAt: isoDateSchema.nullable(),
  endedAt: isoDateSchema.nullable(),
  /** Whether the interviewer shared the scorecard with the candidate (GET .../scorecard then answers them). */
  feedbackShared: z.boolean(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.object({ interviews: z.array(interviewSchema) });
export type InterviewList = z.infer<typeof interviewListSchema>;

/** POST /api/interviews/{id}/run: the room's current code and language on the problem's samples, or on `input`. */
export const interviewRunRequestSchema = z.object({
  input: z
    .string()
    .refine((t) => byteLength(t) <= INTERVIEW_RUN_INPUT_MAX_BYTES, INTERVIEW_MESSAGES.inputTooLarge)
    .optional(),
});
export type InterviewRunRequest = z.infer<typeof interviewRunRequestSchema>;

/**
 * One run as the shared document's Y.Array("runs") holds it (plain JSON, appended by the server): who ran
 * it, when, in which language, on which input (null: the problem's samples or tests), and the usual run
 * result. POST .../run answers the same entry.
 */
export const interviewRunEntrySchema = z.object({
  by: z.object({ userId: idSchema, firstName: z.string() }),
  at: isoDateSchema,
  language: z.enum(LANGUAGE_IDS),
  input: z.string().nullable(),
  result: runResponseSchema,
});
export type InterviewRunEntry = z.infer<typeof interviewRunEntrySchema>;

/**
 * POST /api/interviews/{id}/submit: the current code judged on every test of the library problem, hidden
 * ones included (their data left out), for the interviewer alone; nothing is stored or shared.
 */
export const interviewSubmitResultSchema = z.object({
  at: isoDateSchema,
  language: z.enum(LANGUAGE_IDS),
  result: runResponseSchema,
});
export type InterviewSubmitResult = z.infer<typeof interviewSubmitResultSchema>;

/** PUT /api/interviews/{id}/notes: the interviewer's private notes, replaced whole. */
export const interviewNotesRequestSchema = z.object({
  text: storedText().max(INTERVIEW_NOTES_MAX_LENGTH, INTERVIEW_MESSAGES.notesTooLong),
});
export type InterviewNotesRequest = z.infer<typeof interviewNotesRequestSchema>;

/** The notes as read back (empty text and null `updatedAt` before the first write). */
export const interviewNotesSchema = z.object({ text: z.string(), updatedAt: isoDateSchema.nullable() });
export type InterviewNotes = z.infer<typeof interviewNotesSchema>;

const scoreSchema = z
  .number(INTERVIEW_MESSAGES.scoreInvalid)
  .int(INTERVIEW_MESSAGES.scoreInvalid)
  .min(INTERVIEW_SCORE.min, INTERVIEW_MESSAGES.scoreInvalid)
  .max(INTERVIEW_SCORE.max, INTERVIEW_MESSAGES.scoreInvalid);

export const interviewScoresSchema = z.object({
  problemSolving: scoreSchema,
  coding: scoreSchema,
  communication: scoreSchema,
  testing: scoreSchema,
});
export type InterviewScores = z.infer<typeof interviewScoresSchema>;

/** PUT /api/interviews/{id}/scorecard: replaced whole; `shared` shows it to the candidate (false hides it again). */
export const interviewScorecardRequestSchema = z.object({
  scores: interviewScoresSchema,
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS, { error: INTERVIEW_MESSAGES.recommendationInvalid }),
  feedback: storedText().max(INTERVIEW_FEEDBACK_MAX_LENGTH, INTERVIEW_MESSAGES.feedbackTooLong).default(''),
  shared: z.boolean().default(false),
});
export type InterviewScorecardRequest = z.infer<typeof interviewScorecardRequestSchema>;

export const interviewScorecardSchema = z.object({
  scores: interviewScoresSchema,
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS),
  feedback: z.string(),
  shared: z.boolean(),
  updatedAt: isoDateSchema,
  /** When it was last shared; null while the candidate cannot read it. */
  sharedAt: isoDateSchema.nullable(),
});
export type InterviewScorecard = z.infer<typeof interviewScorecardSchema>;

/** GET /api/interviews/{id}/replay?after=&limit=: a page of the stored updates after `after` (a seq). */
export const interviewReplayQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(INTERVIEW_REPLAY_PAGE_MAX).optional(),
});
export type InterviewReplayQuery = z.infer<typeof interviewReplayQuerySchema>;

/** One stored Yjs update: its order, when the server took it, and its bytes in base64. */
export const interviewReplayUpdateSchema = z.object({
  seq: z.number().int(),
  at: isoDateSchema,
  update: z.string(),
});
export type InterviewReplayUpdate = z.infer<typeof interviewReplayUpdateSchema>;

/**
 * Applied in order to an empty Y.Doc, the updates rebuild the document as it was at each `at` (the code,
 * the language, the runs). `nextAfter`: pass it as `after` for the next page; null on the last one.
 */
export const interviewReplaySchema = z.object({
  startedAt: isoDateSchema.nullable(),
  endedAt: isoDateSchema,
  durationMinutes: z.number().int(),
  updates: z.array(interviewReplayUpdateSchema),
  nextAfter: z.number().int().nullable(),
});
export type InterviewReplay = z.infer<typeof interviewReplaySchema>;
