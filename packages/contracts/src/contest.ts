// Contests (issue #22): what the contest routes take and answer, their enums, limits and messages. Time is
// kept per participation (D13: docs/decisions/d13-contests-as-data.md): a live participant's window is the
// contest's, a windowed one's starts when they choose; scoring, freeze and secrecy are decided in the API
// from these shapes.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { DIFFICULTIES } from './enums.js';
import { pageQuerySchema } from './paging.js';
import { publicUserSchema } from './stats.js';
import { submitRequestSchema } from './submission-requests.js';
import { submitResponseSchema } from './judgement.js';
import { TEAM_MEMBERS_MAX, teamOnBoardSchema } from './teams.js';

export const CONTEST_FORMATS = ['icpc', 'ioi', 'leetcode'] as const;
export type ContestFormat = (typeof CONTEST_FORMATS)[number];
/** The spec's three contest statuses, from the server's clock (a windowed contest is Ongoing from startAt to endAt). */
export const CONTEST_STATUSES = ['Upcoming', 'Ongoing', 'Completed'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];
/** open: anyone signed in registers; code: with the contest's access code; closed: nobody (admins add no one). */
export const CONTEST_REGISTRATIONS = ['open', 'code', 'closed'] as const;
export type ContestRegistration = (typeof CONTEST_REGISTRATIONS)[number];
/** public: what everyone sees (frozen cells pending during a freeze); jury (admins only): the truth. */
export const SCOREBOARD_VIEWS = ['public', 'jury'] as const;
export type ScoreboardView = (typeof SCOREBOARD_VIEWS)[number];
export const CLARIFICATION_KINDS = ['clarification', 'announcement'] as const;
export type ClarificationKind = (typeof CLARIFICATION_KINDS)[number];
/** Issue #23: a live participation (one per user) or a virtual run after the end (any number). */
export const PARTICIPATION_KINDS = ['live', 'virtual'] as const;
export type ParticipationKind = (typeof PARTICIPATION_KINDS)[number];

/** Minutes added per rejected try before an accepted one, when a contest names none. IOI has no penalty. */
export const CONTEST_DEFAULT_PENALTY_MINUTES: Record<ContestFormat, number> = {
  icpc: 20,
  leetcode: 5,
  ioi: 0,
};
/** A problem's points when a contest names none: ICPC counts solved problems, IOI and LeetCode points. */
export const CONTEST_DEFAULT_POINTS: Record<ContestFormat, number> = { icpc: 1, ioi: 100, leetcode: 100 };
export const CONTEST_TITLE_MAX_LENGTH = 150;
export const CONTEST_SLUG_MAX_LENGTH = 80;
export const CONTEST_DESCRIPTION_MAX_LENGTH = 20_000;
export const CONTEST_PROBLEMS_MAX = 26;
export const CONTEST_POINTS = { min: 1, max: 10_000 } as const;
export const CONTEST_PENALTY_MINUTES = { min: 0, max: 240 } as const;
/** A personal window: 1 minute to 7 days. */
export const CONTEST_WINDOW_MINUTES = { min: 1, max: 7 * 24 * 60 } as const;
export const CONTEST_ACCESS_CODE_MAX_LENGTH = 100;
/** Medals of each colour a contest may award (issue #36). */
export const CONTEST_MEDALS = ['gold', 'silver', 'bronze'] as const;
export type ContestMedal = (typeof CONTEST_MEDALS)[number];
export const CONTEST_MEDALS_MAX = 100;
/** Members a registered team may have (issue #36): 1, the default, is an individual contest. */
export const CONTEST_TEAM_SIZE = { min: 1, max: TEAM_MEMBERS_MAX } as const;
/** Issue #36: a contest's categories (students, open, ...): how many, and each name's length. */
export const CONTEST_CATEGORIES = { max: 8, nameMaxLength: 40 } as const;
export const CLARIFICATION_TEXT_MAX_LENGTH = 2_000;
export const SCOREBOARD_PAGE_SIZE = 50;
/** Clarifications one user may ask per window before 429 (each one reaches every admin's screen). */
export const CLARIFICATION_RATE_LIMIT = { windowMs: 60 * 1000, max: 10 } as const;
/** Contest submissions per participant per window before 429. */
export const CONTEST_SUBMIT_RATE_LIMIT = { windowMs: 30_000, max: 10 } as const;
/** How often the scoreboard stream sends a comment line, so proxies keep an idle connection open. */
export const CONTEST_EVENTS_HEARTBEAT_MS = 15_000;
/** A label: a capital letter, then up to two capital letters or digits (A, B, …, Z, A1, AA). */
export const CONTEST_LABEL_PATTERN = /^[A-Z][A-Z0-9]{0,2}$/;
export const CONTEST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every message the contest routes and screens show: the contest part of the message catalogue. */
export const CONTEST_MESSAGES = {
  contestNotFound: 'Contest not found',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${CONTEST_TITLE_MAX_LENGTH} characters`,
  slugInvalid: `The slug must be 1 to ${CONTEST_SLUG_MAX_LENGTH} lower-case letters, digits and single dashes`,
  slugTaken: 'A contest with this slug already exists',
  descriptionTooLong: `Description must be at most ${CONTEST_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters`,
  formatInvalid: `Format must be one of: ${CONTEST_FORMATS.join(', ')}`,
  registrationInvalid: `Registration must be one of: ${CONTEST_REGISTRATIONS.join(', ')}`,
  dateInvalid: 'Dates must be ISO 8601 date-times with a time zone, e.g. 2030-01-31T18:00:00Z',
  endBeforeStart: 'The contest must end after it starts',
  freezeOutside: 'The freeze must be after the start and before the end of the contest',
  freezeNotInIoi: 'Only ICPC and LeetCode contests can freeze their scoreboard',
  windowInvalid: `The window must be a whole number of minutes from ${CONTEST_WINDOW_MINUTES.min} to ${CONTEST_WINDOW_MINUTES.max.toLocaleString('en-US')}`,
  penaltyInvalid: `The penalty must be a whole number of minutes from ${CONTEST_PENALTY_MINUTES.min} to ${CONTEST_PENALTY_MINUTES.max}`,
  accessCodeRequired: 'A contest with registration by code needs an access code',
  teamSizeInvalid: `The team size must be a whole number from ${CONTEST_TEAM_SIZE.min} to ${CONTEST_TEAM_SIZE.max}`,
  teamRequired: 'This is a team contest: register one of your teams (teamId)',
  teamNotAllowed: 'This contest is for individuals: register without a team',
  notTeamMember: 'You can register only a team you are in',
  teamTooLarge: 'This team has more members than this contest allows',
  alreadyInRegisteredTeam: 'You are already in another team registered for this contest',
  teamSizeLocked: 'The team size cannot change once someone has registered for the contest',
  categoryNameInvalid: `A category name is 1 to ${CONTEST_CATEGORIES.nameMaxLength} characters`,
  categoriesTooMany: `A contest has at most ${CONTEST_CATEGORIES.max} categories`,
  categoriesNotUnique: 'Category names must be unique',
  categoryInUse: 'A category someone registered in cannot be removed',
  categoryRequired: 'Choose one of this contest’s categories (category)',
  categoryUnknown: 'This contest has no such category',
  participantNotFound: 'This user is not registered for the contest',
  /** Ratings and awards are computed from the final board, so an ended contest's rows stay. */
  removeAfterEnd: 'After the contest ends, disqualify instead of removing',
  removeDisqualified: 'A disqualified participant stays on the record and cannot be removed',
  medalsInvalid: `Each medal count must be a whole number from 0 to ${CONTEST_MEDALS_MAX}`,
  accessCodeTooLong: `The access code must be at most ${CONTEST_ACCESS_CODE_MAX_LENGTH} characters`,
  problemsRequired: 'A contest needs at least one problem',
  problemsTooMany: `A contest has at most ${CONTEST_PROBLEMS_MAX} problems`,
  labelInvalid: 'A label is a capital letter followed by up to two capital letters or digits (A, B, A1)',
  labelsNotUnique: 'Problem labels must be unique',
  problemsNotUnique: 'A problem can appear only once in a contest',
  problemsMissing: 'Every contest problem must exist',
  publicInvalid: 'Say for each problem whether it stays public during the contest: true or false',
  pointsInvalid: `Points must be a whole number from ${CONTEST_POINTS.min} to ${CONTEST_POINTS.max.toLocaleString('en-US')}`,
  contestDeleted: 'Contest deleted',
  notFrozen: 'The scoreboard of this contest is not frozen',
  revealBeforeEnd: 'The reveal starts once the contest has ended',
  revealStepInvalid: 'The reveal step must be a whole number from 0 to the number of cells to reveal',
  juryAdminsOnly: 'Only admins can see the jury scoreboard',
  wrongAccessCode: 'The access code is not correct',
  registrationClosed: 'Registration for this contest is closed',
  contestEnded: 'This contest has ended',
  alreadyStarted: 'You cannot unregister once the contest has started for you',
  notRegistered: 'Register for this contest first',
  notStarted: 'The contest has not started yet',
  noWindow: 'This contest has no personal window: it starts for everyone at its start time',
  windowAlreadyStarted: 'Your contest window has already started',
  outsideWindow: 'You can submit to this contest only during your contest time',
  windowNotStarted: 'Start your contest window first',
  labelNotFound: 'This contest has no problem with that label',
  clarificationTextRequired: 'Please write your question',
  answerTextRequired: 'Please write an answer',
  announcementTextRequired: 'Please write the announcement',
  clarificationTooLong: `Text must be at most ${CLARIFICATION_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  clarificationNotFound: 'Clarification not found',
  clarificationNeedsRegistration: 'Register for this contest to ask a question',
  aiOffInContest: 'AI help is off for this problem until its contest ends',
  /** Shown on a workspace in contest mode for a problem the viewer may not open yet. */
  problemsHiddenUntilStart: 'The problems appear when the contest starts',
  /** A running contest's problems are its participants' until it ends (D16). */
  problemsForParticipants: 'The problems are shown to participants until the contest ends',
} as const;
export type ContestMessageKey = keyof typeof CONTEST_MESSAGES;

const M = CONTEST_MESSAGES;
const dateTimeSchema = z.iso.datetime({ offset: true, error: M.dateInvalid });
const textSchema = (required: string) =>
  z.string(required).trim().min(1, required).max(CLARIFICATION_TEXT_MAX_LENGTH, M.clarificationTooLong);

/** One entry of the problem set a contest is written with. */
export const contestProblemInputSchema = z.object({
  problemId: idSchema,
  label: z.string(M.labelInvalid).regex(CONTEST_LABEL_PATTERN, M.labelInvalid),
  /** Default CONTEST_DEFAULT_POINTS[format]. */
  points: z
    .number(M.pointsInvalid)
    .int(M.pointsInvalid)
    .min(CONTEST_POINTS.min, M.pointsInvalid)
    .max(CONTEST_POINTS.max, M.pointsInvalid)
    .optional(),
  /**
   * The problem was public before and stays in the library during the contest. Otherwise it is hidden
   * from non-admins everywhere until the contest ends, then public for practice.
   */
  public: z
    .boolean(M.publicInvalid)
    .default(false)
    .describe(
      'true: the problem stays public in the library during the contest. false (the default when left out): it is hidden from everyone but admins and, during the contest, its participants, until the contest ends',
    ),
});
export type ContestProblemInput = z.input<typeof contestProblemInputSchema>;

const medalCountSchema = z
  .number(M.medalsInvalid)
  .int(M.medalsInvalid)
  .min(0, M.medalsInvalid)
  .max(CONTEST_MEDALS_MAX, M.medalsInvalid);
export const contestMedalsSchema = z.object({
  gold: medalCountSchema.default(0),
  silver: medalCountSchema.default(0),
  bronze: medalCountSchema.default(0),
});
export type ContestMedals = z.infer<typeof contestMedalsSchema>;

const categoryNameSchema = z
  .string(M.categoryNameInvalid)
  .trim()
  .min(1, M.categoryNameInvalid)
  .max(CONTEST_CATEGORIES.nameMaxLength, M.categoryNameInvalid);

/**
 * POST /contests and PUT /contests/{id} (the whole contest each time). Whether each problem exists is
 * checked by the API (M.problemsMissing), the rest here. `slug` defaults to one made from the title.
 */
export const contestInputSchema = z
  .object({
    title: z
      .string(M.titleRequired)
      .trim()
      .min(1, M.titleRequired)
      .max(CONTEST_TITLE_MAX_LENGTH, M.titleTooLong),
    slug: z
      .string(M.slugInvalid)
      .max(CONTEST_SLUG_MAX_LENGTH, M.slugInvalid)
      .regex(CONTEST_SLUG_PATTERN, M.slugInvalid)
      .optional(),
    description: z.string().max(CONTEST_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong).default(''),
    format: z.enum(CONTEST_FORMATS, M.formatInvalid),
    startAt: dateTimeSchema,
    endAt: dateTimeSchema,
    freezeAt: dateTimeSchema.nullable().optional(),
    windowMinutes: z
      .number(M.windowInvalid)
      .int(M.windowInvalid)
      .min(CONTEST_WINDOW_MINUTES.min, M.windowInvalid)
      .max(CONTEST_WINDOW_MINUTES.max, M.windowInvalid)
      .nullable()
      .optional(),
    /** Default CONTEST_DEFAULT_PENALTY_MINUTES[format]. */
    penaltyMinutes: z
      .number(M.penaltyInvalid)
      .int(M.penaltyInvalid)
      .min(CONTEST_PENALTY_MINUTES.min, M.penaltyInvalid)
      .max(CONTEST_PENALTY_MINUTES.max, M.penaltyInvalid)
      .optional(),
    registration: z.enum(CONTEST_REGISTRATIONS, M.registrationInvalid).default('open'),
    /** Members a registered team may have; 1 (the default) is an individual contest (issue #36). */
    teamSize: z
      .number(M.teamSizeInvalid)
      .int(M.teamSizeInvalid)
      .min(CONTEST_TEAM_SIZE.min, M.teamSizeInvalid)
      .max(CONTEST_TEAM_SIZE.max, M.teamSizeInvalid)
      .default(1),
    /**
     * Medals for the final board (issue #36): the rows ranked within the first `gold` places get gold, the
     * next `silver` places silver, then `bronze`, as the ICPC does; a row that solved nothing gets none.
     */
    medals: contestMedalsSchema.default({ gold: 0, silver: 0, bronze: 0 }),
    /**
     * Categories a participant registers in (issue #36), e.g. Students and Open, as DOMjudge's team
     * categories; the board can be filtered by one. None (the default): nobody chooses.
     */
    categories: z.array(categoryNameSchema).max(CONTEST_CATEGORIES.max, M.categoriesTooMany).default([]),
    /** Rated contests change their participants' ratings when finalised (issue #23; docs/ratings.md). */
    rated: z.boolean().default(false),
    accessCode: z
      .string()
      .trim()
      .max(CONTEST_ACCESS_CODE_MAX_LENGTH, M.accessCodeTooLong)
      .nullable()
      .optional(),
    problems: z
      .array(contestProblemInputSchema, M.problemsRequired)
      .min(1, M.problemsRequired)
      .max(CONTEST_PROBLEMS_MAX, M.problemsTooMany),
  })
  .superRefine((c, ctx) => {
    const start = Date.parse(c.startAt);
    const end = Date.parse(c.endAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endAt'], message: M.endBeforeStart });
    if (c.freezeAt != null) {
      const freeze = Date.parse(c.freezeAt);
      if (c.format === 'ioi') ctx.addIssue({ code: 'custom', path: ['freezeAt'], message: M.freezeNotInIoi });
      else if (!(freeze > start && freeze < end))
        ctx.addIssue({ code: 'custom', path: ['freezeAt'], message: M.freezeOutside });
    }
    if (c.registration === 'code' && !c.accessCode)
      ctx.addIssue({ code: 'custom', path: ['accessCode'], message: M.accessCodeRequired });
    const labels = c.problems.map((p) => p.label);
    if (new Set(labels).size !== labels.length)
      ctx.addIssue({ code: 'custom', path: ['problems'], message: M.labelsNotUnique });
    const categories = c.categories.map((name) => name.toLowerCase());
    if (new Set(categories).size !== categories.length)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: M.categoriesNotUnique });
    const ids = c.problems.map((p) => p.problemId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['problems'], message: M.problemsNotUnique });
  });
export type ContestInput = z.input<typeof contestInputSchema>;
export type ValidContestInput = z.output<typeof contestInputSchema>;

/** One row of GET /contests. `registered` is the caller's (false when signed out). */
export const contestSummarySchema = z.object({
  _id: idSchema,
  slug: z.string(),
  title: z.string(),
  format: z.enum(CONTEST_FORMATS),
  status: z.enum(CONTEST_STATUSES),
  startAt: isoDateSchema,
  endAt: isoDateSchema,
  freezeAt: isoDateSchema.nullable(),
  windowMinutes: z.number().int().nullable(),
  problemCount: z.number().int(),
  participants: z.number().int(),
  registered: z.boolean(),
  /** Members a registered team may have; 1: an individual contest (issue #36). */
  teamSize: z.number().int(),
  rated: z.boolean(),
  /** When the ratings came out (issue #23); null until then, and always for an unrated contest. */
  ratingsFinalisedAt: isoDateSchema.nullable(),
  /** True from freezeAt until an admin lifts the freeze (or the reveal's last step). */
  frozen: z.boolean(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;
export const contestListResponseSchema = z.array(contestSummarySchema);
export type ContestListResponse = z.infer<typeof contestListResponseSchema>;

export const contestProblemSchema = z.object({
  label: z.string(),
  problemId: idSchema,
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  points: z.number().int(),
  /** Admins only: whether the problem stays public during the contest (contestProblemInputSchema). */
  public: z.boolean().optional(),
});
export type ContestProblem = z.infer<typeof contestProblemSchema>;

/** The caller's own contest time: a live participant's is the contest's, a windowed one's their window. */
export const participationSchema = z.object({
  /** null until a windowed participant presses Start. */
  startAt: isoDateSchema.nullable(),
  endAt: isoDateSchema.nullable(),
  /** In a team contest, the team the caller takes part with. */
  team: teamOnBoardSchema.optional(),
  /** The category registered in, when the contest has categories (issue #36). */
  category: z.string().nullable().optional(),
});
export type Participation = z.infer<typeof participationSchema>;

/**
 * GET /contests/{idOrSlug}. `problems` is empty for non-admins before the contest starts (for a windowed
 * contest: before the caller's window starts). `accessCode` is sent to admins only.
 */
export const contestDetailSchema = contestSummarySchema.extend({
  description: z.string(),
  penaltyMinutes: z.number().int(),
  registration: z.enum(CONTEST_REGISTRATIONS),
  medals: contestMedalsSchema,
  /** The categories a participant registers in (empty: none). */
  categories: z.array(z.string()),
  problems: z.array(contestProblemSchema),
  /** The caller's participation; null when not registered. */
  participation: participationSchema.nullable(),
  accessCode: z.string().nullable().optional(),
});
export type ContestDetail = z.infer<typeof contestDetailSchema>;

export const deleteContestResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteContestResponse = z.infer<typeof deleteContestResponseSchema>;

/** POST /contests/{id}/unfreeze: the public board is the truth from now on. */
export const unfreezeResponseSchema = z.object({ frozen: z.literal(false) });

/**
 * POST /contests/{id}/reveal (issue #36): the resolver-style reveal of a frozen board after the contest. Step
 * k shows the frozen board with the first k pending cells revealed, in the ICPC resolver's order: each step
 * takes the lowest-placed row that still has a pending cell and reveals its leftmost one. The last step
 * lifts the freeze (the final board and its awards); a step back undoes one until then.
 */
export const revealRequestSchema = z.object({
  step: z.number({ error: M.revealStepInvalid }).int(M.revealStepInvalid).min(0, M.revealStepInvalid),
});
export type RevealRequest = z.infer<typeof revealRequestSchema>;
export const revealStateSchema = z.object({
  /** Cells revealed so far. */
  step: z.number().int(),
  /** Cells to reveal in all: the pending cells of the frozen board. */
  steps: z.number().int(),
  /**
   * The cell the next step reveals, read from the board as shown (the lowest-placed row's leftmost pending
   * cell): `rowId` is the row's team id, or its user id in an individual contest. Null after the last step.
   */
  next: z.object({ rowId: idSchema, label: z.string() }).nullable(),
  /** The last step was taken: the freeze is lifted and the board is final. */
  done: z.boolean(),
});
export type RevealState = z.infer<typeof revealStateSchema>;

export const registerRequestSchema = z.object({
  accessCode: z.string().max(CONTEST_ACCESS_CODE_MAX_LENGTH, M.accessCodeTooLong).optional(),
  /** A team contest registers one of the caller's teams, every member with it (issue #36). */
  teamId: idSchema.optional(),
  /** One of the contest's categories, required when it has any (issue #36). */
  category: z.string().max(CONTEST_CATEGORIES.nameMaxLength, M.categoryUnknown).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
/** POST answers `{registered: true}`, DELETE `{registered: false}`. */
export const registerResponseSchema = z.object({ registered: z.boolean() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * PATCH /contests/{id}/participants/{userId} (admins): move a participant to another of the contest's
 * categories. In a team contest the user may be any member of the registered team: the team moves.
 */
export const participantUpdateSchema = z.object({
  category: z.string(M.categoryRequired).max(CONTEST_CATEGORIES.nameMaxLength, M.categoryUnknown),
});
export type ParticipantUpdate = z.infer<typeof participantUpdateSchema>;
export const participantUpdateResponseSchema = z.object({ userId: idSchema, category: z.string() });
export type ParticipantUpdateResponse = z.infer<typeof participantUpdateResponseSchema>;

/** POST /contests/{id}/start: the personal window it opened. */
export const startWindowResponseSchema = z.object({ startAt: isoDateSchema, endAt: isoDateSchema });
export type StartWindowResponse = z.infer<typeof startWindowResponseSchema>;

export const contestParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(CONTEST_SLUG_MAX_LENGTH + 40),
});
export const contestLabelParamsSchema = z.object({
  id: idSchema,
  label: z.string().regex(CONTEST_LABEL_PATTERN, M.labelNotFound),
});

/** POST /contests/{id}/submit/{label}: the body of an ordinary submit. */
export const contestSubmitRequestSchema = submitRequestSchema;
export type ContestSubmitRequest = z.infer<typeof contestSubmitRequestSchema>;
/** The ordinary judged-submission shape (200 judged, 202 still judging) plus where it was submitted. */
export const contestSubmitResponseSchema = submitResponseSchema.extend({
  contestId: idSchema,
  label: z.string(),
});
export type ContestSubmitResponse = z.infer<typeof contestSubmitResponseSchema>;

/** `?page=&limit=&view=`: view=jury is for admins (403 otherwise). */
export const scoreboardQuerySchema = pageQuerySchema(SCOREBOARD_PAGE_SIZE).extend({
  view: z.enum(SCOREBOARD_VIEWS).default('public'),
  /** Only the rows of this category (issue #36); ranks stay the contest's places. */
  category: z.string().max(CONTEST_CATEGORIES.nameMaxLength, M.categoryUnknown).optional(),
});
export type ScoreboardQuery = z.infer<typeof scoreboardQuerySchema>;
/** The scoreboard stream's query: a stream that shows no board (the contest page) names no page. */
export const scoreboardEventsQuerySchema = scoreboardQuerySchema.extend({
  page: scoreboardQuerySchema.shape.page.unwrap().optional(),
});
export type ScoreboardEventsQuery = z.infer<typeof scoreboardEventsQuerySchema>;

/**
 * One participant × problem cell. During a freeze the public board counts a try made at or after freezeAt
 * in `attempts` and `pending`, never in `solved`, `minutes` or `score`.
 */
export const scoreboardCellSchema = z.object({
  label: z.string(),
  solved: z.boolean(),
  /** Counted tries (Compilation Error and Internal Error never count), accepted one included. */
  attempts: z.number().int(),
  /** Tries whose result the viewer may not see yet (frozen), or that are still being judged. */
  pending: z.number().int(),
  /** Minutes from the participant's start to the first accepted try, floored; null when unsolved. */
  minutes: z.number().int().nullable(),
  /** ICPC: 1 when solved; LeetCode: the points when solved; IOI: the best score (points × fraction). */
  score: z.number(),
  /** The first to solve this problem in the contest. */
  first: z.boolean(),
});
export type ScoreboardCell = z.infer<typeof scoreboardCellSchema>;

export const scoreboardRowSchema = z.object({
  /** Equal rows share a rank (1, 2, 2, 4). */
  rank: z.number().int(),
  /** The participant of an individual contest. */
  user: publicUserSchema.optional(),
  /** The participant of a team contest (teamSize > 1), instead of `user` (issue #36). */
  team: teamOnBoardSchema.optional(),
  /** The row's category, when the contest has categories (issue #36). */
  category: z.string().optional(),
  /** On a final board (ended, not frozen): the medal of this row's place (issue #36). */
  medal: z.enum(CONTEST_MEDALS).optional(),
  solved: z.number().int(),
  /** ICPC: penalty minutes; LeetCode: finish time in minutes (last accepted + penalty per wrong try); IOI: 0. */
  penalty: z.number().int(),
  score: z.number(),
  problems: z.array(scoreboardCellSchema),
});
export type ScoreboardRow = z.infer<typeof scoreboardRowSchema>;

export const boardAwardSchema = z.object({
  /** As the ICPC Contest API names them: `winner`, `gold-medal`, …, `first-to-solve-<label>`. */
  id: z.string(),
  citation: z.string(),
  holders: z.array(idSchema),
});
export type BoardAward = z.infer<typeof boardAwardSchema>;

export const scoreboardSchema = z.object({
  contestId: idSchema,
  format: z.enum(CONTEST_FORMATS),
  /** True when this board hides results (the public board during a freeze). */
  frozen: z.boolean(),
  updatedAt: isoDateSchema,
  total: z.number().int(),
  rows: z.array(scoreboardRowSchema),
  /** The caller's own row when they take part, even when it is not on this page (left out otherwise). */
  me: scoreboardRowSchema.optional(),
  /** While the frozen board is being revealed (public view): how far the reveal has got. */
  reveal: revealStateSchema.optional(),
  /**
   * The awards as this board tells them (issue #36): first to solve each problem as it happens; the winners
   * and the medals once the contest is over and the board hides nothing. Holders are rows' ids (the
   * team's id in a team contest, else the user's).
   */
  awards: z.array(boardAwardSchema).optional(),
});
export type Scoreboard = z.infer<typeof scoreboardSchema>;

export const clarificationSchema = z.object({
  _id: idSchema,
  contestId: idSchema,
  kind: z.enum(CLARIFICATION_KINDS),
  /** The problem asked about; null for a general question or an announcement. */
  label: z.string().nullable(),
  /** Who asked; null for an announcement. */
  user: publicUserSchema.nullable(),
  text: z.string(),
  answer: z.string().nullable(),
  /** Shown to every participant (announcements always are). */
  broadcast: z.boolean(),
  createdAt: isoDateSchema,
  answeredAt: isoDateSchema.nullable(),
});
export type Clarification = z.infer<typeof clarificationSchema>;
export const clarificationListResponseSchema = z.array(clarificationSchema);

export const clarificationRequestSchema = z.object({
  label: z.string().regex(CONTEST_LABEL_PATTERN, M.labelNotFound).optional(),
  text: textSchema(M.clarificationTextRequired),
});
export type ClarificationRequest = z.infer<typeof clarificationRequestSchema>;
export const clarificationParamsSchema = z.object({ id: idSchema, clarificationId: idSchema });
export const answerRequestSchema = z.object({
  text: textSchema(M.answerTextRequired),
  broadcast: z.boolean().default(false),
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;
export const announcementRequestSchema = z.object({ text: textSchema(M.announcementTextRequired) });
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;

/**
 * Event names of GET /contests/{id}/scoreboard/events (comment lines in between are heartbeats). `rows`:
 * changed rows of the viewer's board; `board`: the board changed as a whole (unfreeze, a reveal step, a removal, an edit),
 * fetch it again; `clarification`: an answer the viewer may read; `announcement`: a new announcement.
 */
export const CONTEST_EVENTS = {
  rows: 'rows',
  board: 'board',
  clarification: 'clarification',
  announcement: 'announcement',
} as const;
/**
 * `rows`: the rows of the viewer's board that changed. A change that moves too many rows to list (one solve
 * lifting a participant past thousands) is sent instead to a stream that named its `page`, as that page
 * whole (`page` set: `rows` replace the page's rows), then the viewer's own row (`me`) when it changed.
 */
export const scoreboardRowsEventSchema = z.object({
  contestId: idSchema,
  frozen: z.boolean(),
  updatedAt: isoDateSchema,
  total: z.number().int(),
  rows: z.array(scoreboardRowSchema),
  page: z.number().int().min(1).optional(),
  me: scoreboardRowSchema.optional(),
});
export type ScoreboardRowsEvent = z.infer<typeof scoreboardRowsEventSchema>;
export const scoreboardBoardEventSchema = z.object({
  contestId: idSchema,
  frozen: z.boolean(),
  updatedAt: isoDateSchema,
});
export type ScoreboardBoardEvent = z.infer<typeof scoreboardBoardEventSchema>;
