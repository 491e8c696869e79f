// Virtual runs' rows: a participation of kind virtual, its tries (virtual_run_submissions), and the field's
// tries read from the live contest's own tables. Plain objects out; the use cases are in the service.
import { and, asc, desc, eq, exists, gte, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  contestParticipations,
  contestSubmissions,
  contests,
  submissions,
  teams,
  users,
  virtualRunSubmissions,
} from '../../db/schema/index.js';
import type { ParticipationRow } from '../../db/schema/index.js';
import { membersOfTeams } from '../../db/team-membership.js';
import { percentOf } from '../contest-scores/score-cache.js';
import type { Try } from '../contest-scores/scoring.js';
import type { Entrant } from './replay-board.js';

const tryColumns = {
  createdAt: submissions.createdAt,
  status: submissions.status,
  verdict: submissions.verdict,
  testCasesPassed: submissions.testCasesPassed,
  totalTestCases: submissions.totalTestCases,
  score: submissions.score,
  scoreGroups: submissions.scoreGroups,
};
type TryRow = { [K in keyof typeof tryColumns]: (typeof submissions.$inferSelect)[K] };

function toTry({ scoreGroups, ...row }: TryRow): Try {
  return {
    createdAt: row.createdAt,
    status: row.status,
    verdict: row.verdict,
    percent: percentOf({ ...row, scoreGroups }),
    ...(scoreGroups ? { groups: scoreGroups } : {}),
  };
}

/** Groups rows of (owner, label, try) into each owner's tries by label, oldest first. */
function triesByOwner(rows: { owner: string; label: string; row: TryRow }[]) {
  const byOwner = new Map<string, Map<string, Try[]>>();
  for (const { owner, label, row } of rows) {
    const labels = byOwner.get(owner) ?? new Map<string, Try[]>();
    byOwner.set(owner, labels);
    labels.set(label, [...(labels.get(label) ?? []), toTry(row)]);
  }
  return byOwner;
}

/** The profile lists this many of a user's newest runs: each one's rank is a board computed on read. */
export const MY_RUNS_MAX = 50;

const isVirtual = eq(contestParticipations.kind, 'virtual');

export function createVirtualRunRepository(db: Database) {
  return {
    /** The original participants (live participations) with every try they made in the contest. */
    async fieldOf(contestId: string, contestStart: Date): Promise<Entrant[]> {
      const people = await db
        .select({
          id: contestParticipations.id,
          startAt: contestParticipations.startAt,
          user: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
          team: { _id: teams.id, name: teams.name, affiliation: teams.affiliation, country: teams.country },
        })
        .from(contestParticipations)
        .innerJoin(users, eq(users.id, contestParticipations.userId))
        .leftJoin(teams, eq(teams.id, contestParticipations.teamId))
        .where(and(eq(contestParticipations.contestId, contestId), eq(contestParticipations.kind, 'live')));
      const members = await membersOfTeams(
        db,
        people.flatMap((p) => (p.team ? [p.team._id] : [])),
      );
      const rows = await db
        .select({
          owner: contestSubmissions.participationId,
          label: contestSubmissions.label,
          row: tryColumns,
        })
        .from(contestSubmissions)
        .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
        .where(eq(contestSubmissions.contestId, contestId))
        .orderBy(asc(submissions.createdAt));
      const tries = triesByOwner(rows);
      return people.map((p) => ({
        participationId: p.id,
        user: p.user,
        ...(p.team ? { team: p.team, members: members.get(p.team._id) ?? [] } : {}),
        startAt: p.startAt ?? contestStart,
        tries: tries.get(p.id) ?? new Map(),
      }));
    },

    /** A run's own tries by label. */
    async triesOf(runId: string): Promise<Map<string, Try[]>> {
      const rows = await db
        .select({
          owner: virtualRunSubmissions.participationId,
          label: virtualRunSubmissions.label,
          row: tryColumns,
        })
        .from(virtualRunSubmissions)
        .innerJoin(submissions, eq(submissions.id, virtualRunSubmissions.submissionId))
        .where(eq(virtualRunSubmissions.participationId, runId))
        .orderBy(asc(submissions.createdAt));
      return triesByOwner(rows).get(runId) ?? new Map();
    },

    async insertRun(values: {
      contestId: string;
      userId: string;
      startAt: Date;
      endAt: Date;
    }): Promise<ParticipationRow> {
      const [row] = await db
        .insert(contestParticipations)
        .values({ ...values, kind: 'virtual' })
        .returning();
      if (!row) throw new Error('insert returned no virtual run');
      return row;
    },

    /** The caller's own run of this contest; undefined for anybody else's or a live participation. */
    async findRun(runId: string, contestId: string, userId: string): Promise<ParticipationRow | undefined> {
      const [row] = await db
        .select()
        .from(contestParticipations)
        .where(
          and(
            eq(contestParticipations.id, runId),
            eq(contestParticipations.contestId, contestId),
            eq(contestParticipations.userId, userId),
            isVirtual,
          ),
        )
        .limit(1);
      return row;
    },

    runsOf(contestId: string, userId: string): Promise<ParticipationRow[]> {
      return db
        .select()
        .from(contestParticipations)
        .where(
          and(
            eq(contestParticipations.contestId, contestId),
            eq(contestParticipations.userId, userId),
            isVirtual,
          ),
        )
        .orderBy(desc(contestParticipations.registeredAt), desc(contestParticipations.id));
    },

    /** Every run of the user, newest first, with its contest. */
    async runsOfUser(userId: string) {
      return db
        .select({ run: contestParticipations, contest: contests })
        .from(contestParticipations)
        .innerJoin(contests, eq(contests.id, contestParticipations.contestId))
        .where(and(eq(contestParticipations.userId, userId), isVirtual))
        .orderBy(desc(contestParticipations.registeredAt), desc(contestParticipations.id))
        .limit(MY_RUNS_MAX);
    },

    async linkSubmission(link: { submissionId: string; participationId: string; label: string }) {
      await db.insert(virtualRunSubmissions).values(link).onConflictDoNothing();
    },

    /** Of these problems, the ones the user had accepted at or after `since`. */
    async acceptedSince(userId: string, problemIds: string[], since: Date): Promise<Set<string>> {
      if (problemIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ problemId: submissions.problemId })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            inArray(submissions.problemId, problemIds),
            eq(submissions.verdict, 'Accepted'),
            // A virtual run only ever starts after the end, whatever the row's own timestamp says.
            or(
              gte(submissions.createdAt, since),
              exists(
                db
                  .select({ one: virtualRunSubmissions.submissionId })
                  .from(virtualRunSubmissions)
                  .where(eq(virtualRunSubmissions.submissionId, submissions.id)),
              ),
            ),
          ),
        );
      return new Set(rows.map((r) => r.problemId));
    },
  };
}

export type VirtualRunRepository = ReturnType<typeof createVirtualRunRepository>;
