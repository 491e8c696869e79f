// The rows of a batch-accounts CSV (issue #36 item 2), read and checked without a database: the header, each
// row's team and members, and repeats inside the file. The API adds what only it knows (names taken, accounts
// registered elsewhere); the browser's preview runs the same reading, so both report the same lines.
import { emailSchema } from './auth.js';
import { parseCsv } from './csv.js';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  CONTEST_ACCOUNTS_MESSAGES as M,
  CONTEST_ACCOUNTS_ROWS_MAX,
  type AccountRowProblem,
} from './contest-accounts.js';
import { FIRST_NAME_MAX_LENGTH, FIRST_NAME_MIN_LENGTH, LAST_NAME_MAX_LENGTH } from './limits.js';
import {
  TEAM_AFFILIATION_MAX_LENGTH,
  TEAM_COUNTRY_PATTERN,
  TEAM_MEMBERS_MAX,
  TEAM_NAME_MAX_LENGTH,
} from './teams.js';

export type AccountMember = { name: string; firstName: string; lastName: string | null; email: string };
export type AccountTeam = { name: string; affiliation: string | null; country: string | null };
/**
 * One data row: its team (none in an individual contest), its members, first one the captain, and the
 * contest category it registers in (null when the contest has none).
 */
export type AccountRow = {
  line: number;
  team: AccountTeam | null;
  members: AccountMember[];
  category: string | null;
};
export type AccountRows = { rows: AccountRow[]; problems: AccountRowProblem[] };

const SLOTS = Array.from({ length: TEAM_MEMBERS_MAX }, (_, i) => i + 1);
const TEAM_COLUMNS = [
  'team',
  'affiliation',
  'country',
  'category',
  ...SLOTS.flatMap((n) => [`name${n}`, `email${n}`]),
];
const INDIVIDUAL_COLUMNS = ['name', 'email', 'category'];

/**
 * First and last name from a whole name, as the signup stores them: the first word and the rest, unless the
 * first word is shorter than a first name may be ("Li Wei"), when the whole name is the first name.
 */
export function splitName(whole: string): { firstName: string; lastName: string | null } | undefined {
  const words = whole.split(' ');
  const first = words[0] ?? '';
  const rest = words.slice(1).join(' ');
  const fits = (f: string, l: string) =>
    f.length >= FIRST_NAME_MIN_LENGTH &&
    f.length <= FIRST_NAME_MAX_LENGTH &&
    l.length <= LAST_NAME_MAX_LENGTH;
  if (fits(first, rest)) return { firstName: first, lastName: rest || null };
  if (fits(whole, '')) return { firstName: whole, lastName: null };
  const last = words.at(-1) ?? '';
  const front = words.slice(0, -1).join(' ');
  return fits(front, last) ? { firstName: front, lastName: last } : undefined;
}

const clean = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** The header's problem, or the column of each name. */
function readHeader(fields: string[], teamSize: number): string | Map<string, number> {
  const allowed = teamSize > 1 ? TEAM_COLUMNS : INDIVIDUAL_COLUMNS;
  const required = teamSize > 1 ? ['team', 'name1', 'email1'] : ['name', 'email'];
  const expected = teamSize > 1 ? M.headerTeam : M.headerIndividual;
  const columns = new Map<string, number>();
  for (const [index, raw] of fields.entries()) {
    const name = clean(raw).toLowerCase();
    if (!allowed.includes(name)) return name === '' ? expected : M.headerUnknown(name, teamSize > 1);
    if (columns.has(name)) return M.headerRepeated(name);
    columns.set(name, index);
  }
  if (required.some((name) => !columns.has(name))) return expected;
  return columns;
}

type Seen = { emails: Map<string, number>; teams: Map<string, number> };

/** The member in slot `n` (0 for an individual contest's name,email), or a problem, or nothing when blank. */
function readMember(
  cell: (column: string) => string,
  n: number,
  line: number,
  seen: Seen,
): AccountMember | string | undefined {
  const name = clean(cell(n === 0 ? 'name' : `name${n}`));
  const rawEmail = clean(cell(n === 0 ? 'email' : `email${n}`));
  const slot = Math.max(n, 1);
  if (name === '' && rawEmail === '') return undefined;
  if (name === '') return M.nameRequired(slot);
  if (rawEmail === '') return M.emailRequired(slot);
  if (name.length < FIRST_NAME_MIN_LENGTH) return M.nameTooShort(slot);
  const split = name.length > ACCOUNT_NAME_MAX_LENGTH ? undefined : splitName(name);
  if (!split) return M.nameTooLong(slot);
  const email = emailSchema.safeParse(rawEmail);
  if (!email.success) return M.emailInvalid(rawEmail);
  const earlier = seen.emails.get(email.data);
  if (earlier !== undefined) return M.emailRepeated(email.data, earlier);
  seen.emails.set(email.data, line);
  return { name, ...split, email: email.data };
}

function readTeam(cell: (column: string) => string, line: number, seen: Seen): AccountTeam | string {
  const name = clean(cell('team'));
  if (name === '') return M.teamRequired;
  if (name.length > TEAM_NAME_MAX_LENGTH) return M.teamTooLong;
  const affiliation = clean(cell('affiliation'));
  if (affiliation.length > TEAM_AFFILIATION_MAX_LENGTH) return M.affiliationTooLong;
  const country = clean(cell('country')).toUpperCase();
  if (country !== '' && !TEAM_COUNTRY_PATTERN.test(country)) return M.countryInvalid;
  const earlier = seen.teams.get(name.toLowerCase());
  if (earlier !== undefined) return M.teamRepeated(earlier);
  seen.teams.set(name.toLowerCase(), line);
  return { name, affiliation: affiliation || null, country: country || null };
}

/** The row's category as the contest spells it (names match in any case), or a problem. */
function readCategory(
  cell: (column: string) => string,
  categories: readonly string[],
): string | null | { problem: string } {
  const given = clean(cell('category'));
  if (given === '') return categories.length === 0 ? null : { problem: M.categoryRequired(categories) };
  const known = categories.find((name) => name.toLowerCase() === given.toLowerCase());
  return known ?? { problem: M.categoryUnknown(given, categories) };
}

/**
 * Every row of the file for a contest of `teamSize` with these categories, and every problem found (all of
 * them, not the first).
 */
export function readAccountRows(
  csv: string,
  teamSize: number,
  categories: readonly string[] = [],
): AccountRows {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { rows: [], problems: [{ line: parsed.line, message: parsed.message }] };
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], problems: [{ line: 1, message: M.csvRequired }] };
  const columns = readHeader(header.fields, teamSize);
  if (typeof columns === 'string') return { rows: [], problems: [{ line: header.line, message: columns }] };
  if (records.length === 0) return { rows: [], problems: [{ line: header.line, message: M.noRows }] };
  if (records.length > CONTEST_ACCOUNTS_ROWS_MAX)
    return { rows: [], problems: [{ line: header.line, message: M.tooManyRows }] };

  const seen: Seen = { emails: new Map(), teams: new Map() };
  const rows: AccountRow[] = [];
  const problems: AccountRowProblem[] = [];
  for (const { line, fields } of records) {
    const found: string[] = [];
    if (fields.length > header.fields.length) found.push(M.extraFields);
    const cell = (column: string) => {
      const index = columns.get(column);
      return index === undefined ? '' : (fields[index] ?? '');
    };
    const team = teamSize > 1 ? readTeam(cell, line, seen) : null;
    if (typeof team === 'string') found.push(team);
    const members: AccountMember[] = [];
    for (const n of teamSize > 1 ? SLOTS : [0]) {
      const member = readMember(cell, n, line, seen);
      if (typeof member === 'string') found.push(member);
      else if (member) members.push(member);
    }
    if (members.length === 0 && found.length === 0) found.push(M.noMembers);
    if (members.length > teamSize) found.push(M.tooManyMembers(teamSize));
    const category = readCategory(cell, categories);
    if (category !== null && typeof category !== 'string') found.push(category.problem);
    problems.push(...found.map((message) => ({ line, message })));
    if (found.length === 0 && typeof team !== 'string' && (category === null || typeof category === 'string'))
      rows.push({ line, team, members, category });
  }
  return { rows, problems };
}
