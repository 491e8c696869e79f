// The Contest API objects we answer (ccs-specs 2023-06) as zod schemas: the types the mappers return and
// the OpenAPI document's shapes. The spec's own JSON Schemas (__tests__/schemas) check the answers in tests.
// Optional properties we have nothing for are left out, as the spec allows.
import { z } from 'zod';

const TIME = z.string().describe('TIME: ISO 8601 with milliseconds');
const RELTIME = z.string().describe('RELTIME: (-)h:mm:ss.uuu');
const JUDGEMENT_TYPE_ID = z.enum(['AC', 'WA', 'TLE', 'RTE', 'CE', 'MLE', 'OLE', 'JE']);

export const ccsApiInfoSchema = z.object({ version: z.string(), version_url: z.string(), name: z.string() });

export const ccsContestSchema = z.object({
  id: z.string(),
  name: z.string(),
  formal_name: z.string(),
  start_time: TIME.nullable(),
  duration: RELTIME,
  scoreboard_freeze_duration: RELTIME.nullable(),
  scoreboard_thaw_time: TIME.nullable(),
  scoreboard_type: z.enum(['pass-fail', 'score']),
  penalty_time: z.number().int(),
});

export const ccsStateSchema = z.object({
  started: TIME.nullable(),
  frozen: TIME.nullable(),
  ended: TIME.nullable(),
  thawed: TIME.nullable(),
  finalized: TIME.nullable(),
  end_of_updates: TIME.nullable(),
});

export const ccsJudgementTypeSchema = z.object({
  id: JUDGEMENT_TYPE_ID,
  name: z.string(),
  penalty: z.boolean(),
  solved: z.boolean(),
});

/** How a language is compiled or run: the executable, its arguments as one string, and its version. */
export const ccsCommandSchema = z.object({
  command: z.string(),
  args: z.string().optional(),
  version: z.string().optional(),
  version_command: z.string().optional(),
});

export const ccsLanguageSchema = z.object({
  id: z.string(),
  name: z.string(),
  entry_point_required: z.boolean(),
  extensions: z.array(z.string()),
  compiler: ccsCommandSchema.nullable(),
  runner: ccsCommandSchema.nullable(),
});

export const ccsProblemSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  ordinal: z.number().int(),
  time_limit: z.number(),
  test_data_count: z.number().int(),
  max_score: z.number().optional(),
});

export const ccsOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  formal_name: z.string(),
  /** ISO 3166-1 alpha-3, from the teams of the organization (issue #36). */
  country: z.string().nullable(),
});

/** Groups are the contest's categories; none are kept yet, so the list is empty. */
export const ccsGroupSchema = z.object({ id: z.string(), name: z.string() });

/** A person of a team: a contest's participant, or a member of a team in a team contest (issue #36). */
export const ccsPersonSchema = z.object({
  id: z.string(),
  team_id: z.string(),
  name: z.string(),
  role: z.literal('contestant'),
});

/** Each person's account: its username is the address they sign in with; passwords are never served. */
export const ccsAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  type: z.literal('team'),
  team_id: z.string(),
  person_id: z.string(),
});

export const ccsTeamSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  display_name: z.string(),
  organization_id: z.string().nullable(),
  /** The team's contest category (issue #36), as a group. */
  group_ids: z.array(z.string()),
  hidden: z.boolean(),
});

export const ccsSubmissionSchema = z.object({
  id: z.string(),
  language_id: z.string(),
  problem_id: z.string(),
  team_id: z.string(),
  time: TIME,
  contest_time: RELTIME,
  entry_point: z.string().nullable().optional(),
  files: z.array(z.object({ href: z.string(), mime: z.string() })),
});

export const ccsJudgementSchema = z.object({
  id: z.string(),
  submission_id: z.string(),
  judgement_type_id: JUDGEMENT_TYPE_ID.nullable().optional(),
  score: z.number().optional(),
  start_time: TIME,
  start_contest_time: RELTIME,
  end_time: TIME.nullable().optional(),
  end_contest_time: RELTIME.nullable().optional(),
  max_run_time: z.number().nullable().optional(),
});

export const ccsRunSchema = z.object({
  id: z.string(),
  judgement_id: z.string(),
  ordinal: z.number().int(),
  judgement_type_id: JUDGEMENT_TYPE_ID,
  time: TIME,
  contest_time: RELTIME,
  run_time: z.number().optional(),
});

export const ccsClarificationSchema = z.object({
  id: z.string(),
  from_team_id: z.string().nullable(),
  to_team_id: z.string().nullable(),
  reply_to_id: z.string().nullable(),
  problem_id: z.string().nullable(),
  text: z.string(),
  time: TIME,
  contest_time: RELTIME,
});

export const ccsAwardSchema = z.object({
  id: z.string(),
  citation: z.string(),
  team_ids: z.array(z.string()),
});

export const ccsScoreboardProblemSchema = z.object({
  problem_id: z.string(),
  num_judged: z.number().int(),
  num_pending: z.number().int(),
  solved: z.boolean().optional(),
  score: z.number().optional(),
  time: z.number().int().optional(),
});

export const ccsScoreboardRowSchema = z.object({
  rank: z.number().int(),
  team_id: z.string(),
  score: z.union([
    z.object({
      num_solved: z.number().int(),
      total_time: z.number().int(),
      time: z.number().int().optional(),
    }),
    z.object({ score: z.number(), time: z.number().int().optional() }),
  ]),
  problems: z.array(ccsScoreboardProblemSchema),
});

export const ccsScoreboardSchema = z.object({
  time: TIME,
  contest_time: RELTIME,
  state: ccsStateSchema,
  rows: z.array(ccsScoreboardRowSchema),
});

export type CcsContest = z.infer<typeof ccsContestSchema>;
export type CcsState = z.infer<typeof ccsStateSchema>;
export type CcsJudgementTypeObject = z.infer<typeof ccsJudgementTypeSchema>;
export type CcsCommand = z.infer<typeof ccsCommandSchema>;
export type CcsLanguage = z.infer<typeof ccsLanguageSchema>;
export type CcsProblem = z.infer<typeof ccsProblemSchema>;
export type CcsOrganization = z.infer<typeof ccsOrganizationSchema>;
export type CcsTeam = z.infer<typeof ccsTeamSchema>;
export type CcsGroup = z.infer<typeof ccsGroupSchema>;
export type CcsPerson = z.infer<typeof ccsPersonSchema>;
export type CcsAccount = z.infer<typeof ccsAccountSchema>;
export type CcsSubmission = z.infer<typeof ccsSubmissionSchema>;
export type CcsJudgement = z.infer<typeof ccsJudgementSchema>;
export type CcsRun = z.infer<typeof ccsRunSchema>;
export type CcsClarification = z.infer<typeof ccsClarificationSchema>;
export type CcsAward = z.infer<typeof ccsAwardSchema>;
export type CcsScoreboardProblem = z.infer<typeof ccsScoreboardProblemSchema>;
export type CcsScoreboardRow = z.infer<typeof ccsScoreboardRowSchema>;
export type CcsScoreboard = z.infer<typeof ccsScoreboardSchema>;
