// Teams (issue #36 item 1): a name, an optional affiliation and country, an invite code, and up to five
// members, one of them captain. Team contests (teamSize, registration, boards) build on these shapes.
import { z } from 'zod';
import { idSchema } from './common.js';

export const TEAM_ROLES = ['captain', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Members one team holds at most: the largest `teamSize` a contest may ask for. */
export const TEAM_MEMBERS_MAX = 5;
export const TEAM_NAME_MAX_LENGTH = 60;
export const TEAM_AFFILIATION_MAX_LENGTH = 100;
/** Random bytes behind an invite code: 96 bits, far past guessing under the join limiter. */
export const TEAM_INVITE_CODE_BYTES = 12;
/** An ISO 3166-1 alpha-3 code, as the CCS API carries it (the shape; no list of countries is checked). */
export const TEAM_COUNTRY_PATTERN = /^[A-Z]{3}$/;

export const TEAM_MESSAGES = {
  nameRequired: 'Give the team a name',
  nameTooLong: `A team name is at most ${TEAM_NAME_MAX_LENGTH} characters`,
  nameTaken: 'A team with that name already exists; choose another name',
  affiliationTooLong: `An affiliation is at most ${TEAM_AFFILIATION_MAX_LENGTH} characters`,
  countryInvalid: 'The country is an ISO 3166-1 alpha-3 code: three capital letters, such as NLD',
  joinRefused: 'That invite code does not open this team',
  alreadyMember: 'You are already in this team',
  teamFull: `A team has at most ${TEAM_MEMBERS_MAX} members`,
  removeRefused: 'Only the captain can remove another member; anyone can leave',
  memberNotFound: 'That user is not in this team',
  /** Joining would break a registration of the team for a contest that has not ended (issue #36 item 1). */
  registeredTooLarge:
    'This team is registered for a contest that takes fewer members: nobody can join it until that contest ends',
  registeredTwice:
    'You are already in another team registered for a contest this team is registered for: leave that team first',
} as const;

export const createTeamRequestSchema = z.object({
  name: z
    .string(TEAM_MESSAGES.nameRequired)
    .trim()
    .min(1, TEAM_MESSAGES.nameRequired)
    .max(TEAM_NAME_MAX_LENGTH, TEAM_MESSAGES.nameTooLong),
  affiliation: z
    .string()
    .trim()
    .max(TEAM_AFFILIATION_MAX_LENGTH, TEAM_MESSAGES.affiliationTooLong)
    .optional(),
  country: z
    .string(TEAM_MESSAGES.countryInvalid)
    .regex(TEAM_COUNTRY_PATTERN, TEAM_MESSAGES.countryInvalid)
    .optional(),
});
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

export const joinTeamRequestSchema = z.object({ inviteCode: z.string().min(1).max(64) });
export type JoinTeamRequest = z.infer<typeof joinTeamRequestSchema>;

export const teamMemberParamSchema = z.object({ id: idSchema, userId: idSchema });

export const teamMemberSchema = z.object({
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team as its members see it: only members are ever answered one, invite code included. */
export const teamSchema = z.object({
  _id: idSchema,
  name: z.string(),
  affiliation: z.string().nullable(),
  country: z.string().nullable(),
  inviteCode: z.string(),
  /** Captain first, then in the order they joined. */
  members: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const teamListSchema = z.array(teamSchema);

/** A team as boards and registrations show it: everything but its members and invite code. */
export const teamOnBoardSchema = z.object({
  _id: idSchema,
  name: z.string(),
  affiliation: z.string().nullable(),
  country: z.string().nullable(),
});
export type TeamOnBoard = z.infer<typeof teamOnBoardSchema>;
export type TeamList = z.infer<typeof teamListSchema>;
