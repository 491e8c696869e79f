// The rows a batch import reads (accounts by email, teams by name, who is registered) and the one transaction
// that writes it: accounts, teams with their members, and the contest's registrations. Plain data in and out.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { registeredTeamsOf } from '../../db/team-membership.js';
import { notifyStatement } from '../../db/change-feed.js';
import { contestParticipations, contests, teamMembers, teams, users } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';
import { CONTEST_CHANGES_CHANNEL, encodeChange } from '../contest-scores/contest-changes.js';
import { newInviteCode } from '../teams/invite-code.js';

/** Rows one statement writes or reads by list at most: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export type ImportContest = {
  id: string;
  window: { startAt: Date | null; endAt: Date | null };
};
export type KnownAccount = { id: string; email: string; firstName: string; lastName: string | null };
export type KnownTeam = { id: string; name: string; memberEmails: string[] };
export type NewAccount = { firstName: string; lastName: string | null; email: string; passwordHash: string };
/** One row to write: its team (an id when it exists already) and its members' emails, captain first. */
export type RowToWrite = {
  team: { id?: string; name: string; affiliation: string | null; country: string | null } | null;
  emails: string[];
  /** The contest category the row registers in (issue #36). */
  category: string | null;
};

export function createContestAccountRepository(db: Database) {
  return {
    async contest(id: string) {
      const [row] = await db.select().from(contests).where(eq(contests.id, id));
      return row;
    },

    async accountsByEmail(emails: readonly string[]): Promise<KnownAccount[]> {
      const found: KnownAccount[] = [];
      for (const part of chunks(emails))
        found.push(
          ...(await db
            .select({
              id: users.id,
              email: users.emailId,
              firstName: users.firstName,
              lastName: users.lastName,
            })
            .from(users)
            .where(inArray(users.emailId, part))),
        );
      return found;
    },

    /** Teams of these names in any case, with their members' emails. */
    async teamsByName(names: readonly string[]): Promise<KnownTeam[]> {
      const byId = new Map<string, KnownTeam>();
      for (const part of chunks(names.map((name) => name.toLowerCase()))) {
        const rows = await db
          .select({ id: teams.id, name: teams.name, email: users.emailId })
          .from(teams)
          .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
          .leftJoin(users, eq(users.id, teamMembers.userId))
          .where(inArray(sql`lower(${teams.name})`, part));
        for (const row of rows) {
          const team = byId.get(row.id) ?? { id: row.id, name: row.name, memberEmails: [] };
          if (row.email !== null) team.memberEmails.push(row.email);
          byId.set(row.id, team);
        }
      }
      return [...byId.values()];
    },

    /** The team each of these users is in that is registered for the contest, by user id. */
    async registeredTeams(contestId: string, userIds: readonly string[]): Promise<Map<string, string>> {
      const teamOf = new Map<string, string>();
      for (const part of chunks(userIds))
        for (const [userId, teamId] of await registeredTeamsOf(db, {
          contestIds: [contestId],
          userIds: part,
        }))
          teamOf.set(userId, teamId);
      return teamOf;
    },

    /**
     * Everything in one transaction: the new accounts (an email taken meanwhile keeps its account, and is
     * answered as existing), the new teams and their members, and a registration per row that has none.
     * Answers the emails of the accounts created here. A team name taken meanwhile throws (unique index).
     */
    write(contest: ImportContest, accounts: NewAccount[], rows: RowToWrite[]): Promise<Set<string>> {
      return db.transaction(async (tx) => {
        const created = new Set<string>();
        for (const part of chunks(accounts)) {
          const inserted = await tx
            .insert(users)
            .values(part.map(({ email, ...rest }) => ({ ...rest, emailId: email })))
            .onConflictDoNothing({ target: users.emailId })
            .returning({ email: users.emailId });
          for (const row of inserted) created.add(row.email);
        }
        const idOf = await idsByEmail(tx, [...new Set(rows.flatMap((row) => row.emails))]);
        const teamIdOf = await insertTeams(tx, rows, idOf);
        const registrations = rows.map((row) => {
          const userId = idOf.get(row.emails[0] ?? '');
          if (!userId) throw new Error('an imported member has no account');
          const teamId = row.team ? teamIdOf.get(row.team.name.toLowerCase()) : undefined;
          return {
            contestId: contest.id,
            userId,
            teamId: teamId ?? null,
            category: row.category,
            ...contest.window,
          };
        });
        for (const part of chunks(registrations))
          await tx.insert(contestParticipations).values(part).onConflictDoNothing();
        await tx.execute(
          notifyStatement(CONTEST_CHANGES_CHANNEL, encodeChange({ kind: 'contest', contestId: contest.id })),
        );
        return created;
      });
    },
  };
}

async function idsByEmail(tx: Transaction, emails: string[]): Promise<Map<string, string>> {
  const idOf = new Map<string, string>();
  for (const part of chunks(emails)) {
    const rows = await tx
      .select({ id: users.id, email: users.emailId })
      .from(users)
      .where(inArray(users.emailId, part));
    for (const row of rows) idOf.set(row.email, row.id);
  }
  return idOf;
}

/** Creates the rows' new teams with their members (the first one captain); every row's team id by lower name. */
async function insertTeams(
  tx: Transaction,
  rows: RowToWrite[],
  idOf: Map<string, string>,
): Promise<Map<string, string>> {
  const teamIdOf = new Map<string, string>();
  for (const row of rows) if (row.team?.id) teamIdOf.set(row.team.name.toLowerCase(), row.team.id);
  const fresh = rows.filter((row) => row.team && !row.team.id);
  for (const part of chunks(fresh)) {
    const inserted = await tx
      .insert(teams)
      .values(
        part.map(({ team }) => ({
          name: team?.name ?? '',
          affiliation: team?.affiliation ?? null,
          country: team?.country ?? null,
          inviteCode: newInviteCode(),
        })),
      )
      .returning({ id: teams.id, name: teams.name });
    for (const team of inserted) teamIdOf.set(team.name.toLowerCase(), team.id);
  }
  const members = fresh.flatMap((row) =>
    row.emails.map((email, index) => ({
      teamId: teamIdOf.get(row.team?.name.toLowerCase() ?? '') ?? '',
      userId: idOf.get(email) ?? '',
      role: index === 0 ? ('captain' as const) : ('member' as const),
    })),
  );
  for (const part of chunks(members)) await tx.insert(teamMembers).values(part);
  return teamIdOf;
}

export type ContestAccountRepository = ReturnType<typeof createContestAccountRepository>;
