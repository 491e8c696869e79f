// Batch accounts for a contest (issue #36 item 2): read and check the whole file, then what only the database
// knows (team names taken, members registered in another team), and only then hash and write, all at once.
// A second import of the same file finds every account and team and writes nothing new.
import {
  CONTEST_ACCOUNTS_MESSAGES as M,
  CONTEST_MESSAGES,
  readAccountRows,
  type AccountRow,
  type AccountRowProblem,
  type ImportAccountsResponse,
} from '@codecourt/contracts';
import { AppError, catalogueError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../db/errors.js';
import { windowOnRegister } from '../contests/contest-time.js';
import { hashPassword } from '../user/password-hasher.js';
import { generatedPassword } from './generated-password.js';
import type {
  ContestAccountRepository,
  KnownAccount,
  KnownTeam,
  NewAccount,
  RowToWrite,
} from './repository.js';

/** argon2 hashes run at once: the rest of the API (sign-ins) keeps some of libuv's four threads. */
const HASHING_AT_ONCE = 2;

export type ImportOutcome =
  { ok: true; answer: ImportAccountsResponse } | { ok: false; rows: AccountRowProblem[] };

async function mapAtMost<T, R>(items: readonly T[], atOnce: number, run: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return out;
}

const sameMembers = (team: KnownTeam, emails: string[]) =>
  team.memberEmails.length === emails.length && emails.every((email) => team.memberEmails.includes(email));

/** What the database says against each row: a name taken by another team, a member registered elsewhere. */
function stateProblems(
  rows: AccountRow[],
  teamOf: Map<string, KnownTeam>,
  accountOf: Map<string, KnownAccount>,
  registered: Map<string, string>,
): AccountRowProblem[] {
  const problems: AccountRowProblem[] = [];
  for (const row of rows) {
    if (!row.team) continue;
    const emails = row.members.map((member) => member.email);
    const known = teamOf.get(row.team.name.toLowerCase());
    if (known && !sameMembers(known, emails)) problems.push({ line: row.line, message: M.teamTaken });
    for (const email of emails) {
      const account = accountOf.get(email);
      const teamId = account ? registered.get(account.id) : undefined;
      if (teamId !== undefined && teamId !== known?.id)
        problems.push({ line: row.line, message: M.inRegisteredTeam(email) });
    }
  }
  return problems;
}

export function createContestAccountService(deps: { accounts: ContestAccountRepository }) {
  const { accounts } = deps;

  return {
    async importCsv(contestId: string, csv: string): Promise<ImportOutcome> {
      const contest = await accounts.contest(contestId);
      if (!contest) throw catalogueError(CONTEST_MESSAGES)('contestNotFound', 404);
      const read = readAccountRows(csv, contest.teamSize, contest.categories);
      if (read.problems.length > 0) return { ok: false, rows: read.problems };

      const emails = read.rows.flatMap((row) => row.members.map((member) => member.email));
      const accountOf = new Map((await accounts.accountsByEmail(emails)).map((a) => [a.email, a]));
      const teamNames = read.rows.flatMap((row) => (row.team ? [row.team.name] : []));
      const teamOf = new Map(
        (await accounts.teamsByName(teamNames)).map((team) => [team.name.toLowerCase(), team]),
      );
      const registered = await accounts.registeredTeams(
        contest.id,
        [...accountOf.values()].map((account) => account.id),
      );
      const problems = stateProblems(read.rows, teamOf, accountOf, registered);
      if (problems.length > 0) return { ok: false, rows: problems };

      const fresh = read.rows.flatMap((row) => row.members).filter((m) => !accountOf.has(m.email));
      const passwordOf = new Map(fresh.map((member) => [member.email, generatedPassword()]));
      const newAccounts = await mapAtMost(fresh, HASHING_AT_ONCE, async (member): Promise<NewAccount> => ({
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        passwordHash: await hashPassword(passwordOf.get(member.email) ?? ''),
      }));
      const toWrite: RowToWrite[] = read.rows.map((row) => ({
        team: row.team && { ...row.team, id: teamOf.get(row.team.name.toLowerCase())?.id },
        emails: row.members.map((member) => member.email),
        category: row.category,
      }));
      let created: Set<string>;
      try {
        created = await accounts.write(
          { id: contest.id, window: windowOnRegister(contest) },
          newAccounts,
          toWrite,
        );
      } catch (error) {
        // A team of one of these names was created between the checks and the write.
        if (isUniqueViolation(error)) throw new AppError('changedMeanwhile', M.changedMeanwhile, 409);
        throw error;
      }

      const answer: ImportAccountsResponse = { accounts: [], teams: 0, created: 0, existing: 0 };
      for (const row of read.rows) {
        if (row.team) answer.teams += 1;
        for (const member of row.members) {
          const mine = created.has(member.email);
          const account = accountOf.get(member.email);
          answer.accounts.push({
            team: row.team?.name ?? null,
            name: account ? [account.firstName, account.lastName].filter(Boolean).join(' ') : member.name,
            email: member.email,
            password: mine ? (passwordOf.get(member.email) ?? null) : null,
          });
          if (mine) answer.created += 1;
          else answer.existing += 1;
        }
      }
      return { ok: true, answer };
    },
  };
}

export type ContestAccountService = ReturnType<typeof createContestAccountService>;
