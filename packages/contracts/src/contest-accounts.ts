// Batch accounts for a contest (issue #36 item 2): an organiser's CSV of teams (or people) in, accounts with
// generated passwords and registrations out. The passwords travel in the import's answer only.
import { z } from 'zod';
import { FIRST_NAME_MAX_LENGTH, FIRST_NAME_MIN_LENGTH, LAST_NAME_MAX_LENGTH } from './limits.js';
import { TEAM_AFFILIATION_MAX_LENGTH, TEAM_MEMBERS_MAX, TEAM_NAME_MAX_LENGTH } from './teams.js';

/** Data rows one import takes at most (a large regional contest; each member's password is hashed). */
export const CONTEST_ACCOUNTS_ROWS_MAX = 2_000;
/** Characters of a generated password: 12 random ones in three groups of four, joined by dashes. */
export const GENERATED_PASSWORD_LENGTH = 14;
/**
 * How long the browser waits for an import: hashing 10,000 new passwords takes minutes, and a client that
 * gave up earlier would lose the one answer that carries them.
 */
export const CONTEST_ACCOUNTS_IMPORT_TIMEOUT_MS = 10 * 60 * 1000;
/** A member's whole name: a first and a last name as the signup takes them, with the space between. */
export const ACCOUNT_NAME_MAX_LENGTH = FIRST_NAME_MAX_LENGTH + 1 + LAST_NAME_MAX_LENGTH;

const HEADER_TEAM = `The header of a team contest is team,affiliation,country,name1,email1,name2,email2,... (up to name${TEAM_MEMBERS_MAX},email${TEAM_MEMBERS_MAX})`;
const HEADER_INDIVIDUAL = 'The header of an individual contest is name,email';

export const CONTEST_ACCOUNTS_MESSAGES = {
  csvRequired: 'Paste or upload a CSV file with a header row',
  invalid: 'Some rows cannot be imported: nothing was written. Fix the rows below and import again',
  noRows: 'The file has a header but no rows',
  tooManyRows: `One import takes at most ${CONTEST_ACCOUNTS_ROWS_MAX.toLocaleString('en')} rows: split the file`,
  headerTeam: HEADER_TEAM,
  headerIndividual: HEADER_INDIVIDUAL,
  headerUnknown: (column: string, teamContest: boolean) =>
    `Unknown column "${column}". ${teamContest ? HEADER_TEAM : HEADER_INDIVIDUAL}`,
  headerRepeated: (column: string) => `The column "${column}" appears twice in the header`,
  extraFields: 'This row has more fields than the header',
  teamRequired: 'Give the team a name',
  teamTooLong: `A team name is at most ${TEAM_NAME_MAX_LENGTH} characters`,
  teamRepeated: (line: number) => `The same team name is on line ${String(line)}`,
  teamTaken: 'A team with that name already exists with other members; choose another name',
  affiliationTooLong: `An affiliation is at most ${TEAM_AFFILIATION_MAX_LENGTH} characters`,
  countryInvalid: 'The country is an ISO 3166-1 alpha-3 code: three capital letters, such as NLD',
  noMembers: 'Give at least one member: a name and an email',
  tooManyMembers: (size: number) =>
    `This contest takes teams of at most ${String(size)} member${size === 1 ? '' : 's'}`,
  nameRequired: (n: number) => `Member ${String(n)} has an email but no name`,
  emailRequired: (n: number) => `Member ${String(n)} has a name but no email`,
  nameTooShort: (n: number) =>
    `Member ${String(n)}'s name is at least ${String(FIRST_NAME_MIN_LENGTH)} characters`,
  nameTooLong: (n: number) =>
    `Member ${String(n)}'s name is at most ${String(ACCOUNT_NAME_MAX_LENGTH)} characters`,
  emailInvalid: (email: string) => `"${email}" is not a valid email address`,
  emailRepeated: (email: string, line: number) => `${email} is also on line ${String(line)}`,
  inRegisteredTeam: (email: string) => `${email} is already in another team registered for this contest`,
  categoryRequired: (categories: readonly string[]) =>
    `Give the category: this contest's are ${categories.join(', ')} (a category column)`,
  categoryUnknown: (category: string, categories: readonly string[]) =>
    categories.length === 0
      ? `This contest has no categories: leave "${category}" out`
      : `"${category}" is not one of this contest's categories: ${categories.join(', ')}`,
  changedMeanwhile: 'Someone created a team or an account with these details meanwhile: import again',
} as const;

export const importAccountsRequestSchema = z.object({
  csv: z.string(CONTEST_ACCOUNTS_MESSAGES.csvRequired).min(1, CONTEST_ACCOUNTS_MESSAGES.csvRequired),
});
export type ImportAccountsRequest = z.infer<typeof importAccountsRequestSchema>;

/** One member as the sheet prints it: `password` is null for an account that already existed. */
export const importedAccountSchema = z.object({
  team: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  password: z.string().nullable(),
});
export type ImportedAccount = z.infer<typeof importedAccountSchema>;

export const importAccountsResponseSchema = z.object({
  /** Every member of every row, in the file's order. */
  accounts: z.array(importedAccountSchema),
  /** Teams in the file (created now or found from an earlier import); 0 in an individual contest. */
  teams: z.number().int(),
  /** Accounts created now, each with a password. */
  created: z.number().int(),
  /** Accounts that existed already (by email): used as they are. */
  existing: z.number().int(),
});
export type ImportAccountsResponse = z.infer<typeof importAccountsResponseSchema>;

/** What is wrong with one line of the file (line 1 is the header). */
export const accountRowProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type AccountRowProblem = z.infer<typeof accountRowProblemSchema>;

/** The 400 of an import that wrote nothing: every problem found, by line. */
export const importAccountsErrorSchema = z.object({
  error: z.string(),
  rows: z.array(accountRowProblemSchema),
});
export type ImportAccountsError = z.infer<typeof importAccountsErrorSchema>;
