// The leak audit's cases from the database schema (issue #34 item 3): every table that names a problem or a
// contest (a foreign key to either, or a column named for one) has a case here, or the audit fails. A
// `seeded` case puts a row of the table on the audit's secret problem and contest before every route is
// read, so a route that shows it leaks in the audit; a `covered` case says why no row of it can reach a
// non-admin for a secret problem or contest other than through the reads the audit already makes.
import { eq, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { VOTE_TYPES } from '@codecourt/contracts';
import type { Database } from '../../../db/client.js';
import * as schema from '../../../db/schema/index.js';
import {
  bookmarks,
  codeDrafts,
  dailyProblems,
  discussionReplies,
  discussionVotes,
  discussions,
  planEnrolments,
  problemNotes,
  reviewCards,
  solutionTakes,
} from '../../../db/schema/index.js';
import { createInterviewRepository } from '../../interviews/repository.js';
import { createQueueRepository } from '../../interviews/queue/queue-repository.js';
import { createPlanRepository } from '../../plans/repository.js';

export type SeedContext = {
  db: Database;
  problemId: string;
  problemSlug: string;
  contestId: string;
  /** The participant's and the non-participant's ids: each gets their own rows. */
  userIds: string[];
};
export type TableCase =
  { kind: 'seeded'; seed: (context: SeedContext) => Promise<void> } | { kind: 'covered'; why: string };

const NAMED = /(^|_)(problem|contest)_id$/;

/**
 * The tables of `tables` (default: the app's schema) that name a problem or a contest, directly (a foreign
 * key to either, or a column named for one) or through a row that does (a reply to a discussion of a
 * problem, a virtual run's submission by a contest participation).
 */
export function tablesNamingProblemsOrContests(tables: unknown[] = Object.values(schema)): string[] {
  const configs = tables.filter((value) => is(value, PgTable)).map((value) => getTableConfig(value));
  const referencesOf = (config: (typeof configs)[number]) =>
    config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name);
  // Study plans name their problems by slug, inside the steps' JSON.
  const names = new Set(['study_plans']);
  for (const config of configs)
    if (config.columns.some((column) => NAMED.test(column.name))) names.add(config.name);
  const naming = (config: (typeof configs)[number]) =>
    referencesOf(config).some((name) => name === 'problems' || name === 'contests' || names.has(name));
  for (let grew = true; grew;) {
    grew = false;
    for (const config of configs)
      if (!names.has(config.name) && naming(config)) {
        names.add(config.name);
        grew = true;
      }
  }
  return [...names].sort();
}

const LEAK_AUDIT_PLAN = 'leak-audit-plan';
/** The discussion the `discussions` case posted on the secret problem (it seeds first). */
async function seededDiscussion(s: SeedContext): Promise<{ id: string }> {
  const [posted] = await s.db
    .select({ id: discussions.id })
    .from(discussions)
    .where(eq(discussions.problemId, s.problemId));
  if (!posted) throw new Error('the discussions case seeds before the rows that hang on its discussion');
  return posted;
}
const eachUser = async (context: SeedContext, insert: (userId: string) => Promise<unknown>) => {
  for (const userId of context.userIds) await insert(userId);
};
const today = () => new Date().toISOString().slice(0, 10);
const OWNED_BY_THE_PROBLEM =
  'the secret problem brings its own (imported package): read only through the visibility rule, which the route reads exercise';
const JUDGED_ONLY =
  'a row follows a judged submission, and the rule refuses to judge a secret problem outside its contest; the freeze case reads the contest ones';
const ADMIN_ONLY = 'read by admin routes only (the audit reads every non-admin route)';
const THE_CONTEST =
  'the audit’s contest itself: it holds the secret problem and the participant’s registration';

export const TABLE_CASES: Record<string, TableCase> = {
  problem_notes: {
    kind: 'seeded',
    seed: (s) =>
      eachUser(s, (userId) =>
        s.db.insert(problemNotes).values({ userId, problemId: s.problemId, content: 'written while public' }),
      ),
  },
  code_drafts: {
    kind: 'seeded',
    seed: (s) =>
      eachUser(s, (userId) =>
        s.db
          .insert(codeDrafts)
          .values({ userId, problemId: s.problemId, language: 'python', code: 'print(1)' }),
      ),
  },
  solution_takes: {
    kind: 'seeded',
    seed: (s) =>
      eachUser(s, (userId) =>
        s.db.insert(solutionTakes).values({ userId, problemId: s.problemId, source: 'use-solution' }),
      ),
  },
  bookmarks: {
    kind: 'seeded',
    seed: (s) => eachUser(s, (userId) => s.db.insert(bookmarks).values({ userId, problemId: s.problemId })),
  },
  discussions: {
    kind: 'seeded',
    seed: async (s) => {
      const [userId] = s.userIds;
      if (!userId) return;
      await s.db.insert(discussions).values({
        userId,
        problemId: s.problemId,
        title: 'Posted while public',
        content: 'hint',
        contentHtml: '<p>hint</p>',
      });
    },
  },
  review_cards: {
    kind: 'seeded',
    seed: (s) =>
      eachUser(s, (userId) =>
        s.db.insert(reviewCards).values({
          userId,
          problemId: s.problemId,
          due: new Date(Date.now() - 60_000),
          stability: 1,
          difficulty: 5,
          scheduledDays: 0,
          learningSteps: 0,
          reps: 1,
          lapses: 0,
          state: 'review',
          lastReview: new Date(Date.now() - 86_400_000),
          lastRating: 'good',
        }),
      ),
  },
  daily_problems: {
    kind: 'seeded',
    seed: async (s) => {
      await s.db
        .insert(dailyProblems)
        .values({ day: today(), problemId: s.problemId })
        .onConflictDoUpdate({ target: dailyProblems.day, set: { problemId: s.problemId } });
    },
  },
  study_plans: {
    kind: 'seeded',
    seed: async (s) => {
      await createPlanRepository(s.db).seed([
        {
          slug: LEAK_AUDIT_PLAN,
          plan: {
            title: 'Leak audit',
            summary: 'One step.',
            order: 99,
            steps: [{ problem: s.problemSlug, intro: 'The secret one.' }],
          },
        },
      ]);
    },
  },
  // After `discussions` and `study_plans`: these rows hang on the ones seeded above.
  discussion_replies: {
    kind: 'seeded',
    seed: async (s) => {
      const posted = await seededDiscussion(s);
      await eachUser(s, (userId) =>
        s.db
          .insert(discussionReplies)
          .values({ discussionId: posted.id, userId, content: 'reply', contentHtml: '<p>reply</p>' }),
      );
    },
  },
  discussion_votes: {
    kind: 'seeded',
    seed: async (s) => {
      const posted = await seededDiscussion(s);
      await eachUser(s, (userId) =>
        s.db.insert(discussionVotes).values({ discussionId: posted.id, userId, voteType: VOTE_TYPES[0] }),
      );
    },
  },
  plan_enrolments: {
    kind: 'seeded',
    seed: (s) =>
      eachUser(s, (userId) =>
        s.db.insert(planEnrolments).values({ userId, planSlug: LEAK_AUDIT_PLAN }).onConflictDoNothing(),
      ),
  },
  interviews: {
    kind: 'seeded',
    seed: (s) =>
      eachUser(s, (userId) =>
        createInterviewRepository(s.db).create({
          joinCode: 'LEAKAUDIT0',
          problemId: s.problemId,
          mode: 'hosted',
          durationMinutes: 45,
          createdBy: userId,
          creatorRole: 'interviewer',
        }),
      ),
  },
  interview_participants: { kind: 'covered', why: 'read only with their room (the interviews case)' },
  interview_notes: {
    kind: 'covered',
    why: 'the interviewer’s own text on a room, read back only by its author; it names no problem',
  },
  interview_scorecards: {
    kind: 'covered',
    why: 'scores and feedback on a room, read by its author and, once shared, its candidate; it names no problem',
  },
  peer_rooms: {
    kind: 'seeded',
    // Each user matched into a peer room whose two problems are the secret one, arrived and in the queue.
    seed: (s) =>
      eachUser(s, (userId) => {
        const queue = createQueueRepository(s.db);
        return queue.transaction(async (tx) => {
          const room = await queue.openPeerRoom(tx, {
            joinCode: 'LEAKAUDIT1',
            level: 'easy',
            language: 'python',
            problemIds: [s.problemId, s.problemId],
            durationMinutes: 60,
            firstInterviewerId: userId,
            firstCandidateId: userId === s.userIds[0] ? (s.userIds[1] ?? userId) : (s.userIds[0] ?? userId),
            arriveBy: new Date(Date.now() + 3_600_000),
          });
          await queue.arrive(tx, room.id, userId, new Date());
          await queue.putEntry(tx, {
            userId,
            status: 'matched',
            level: 'easy',
            languages: ['python'],
            since: new Date(),
            expiresAt: new Date(Date.now() + 3_600_000),
            roomId: room.id,
            partnerNoShow: false,
          });
        });
      }),
  },
  peer_arrivals: { kind: 'covered', why: 'read only with their peer room (the peer_rooms case seeds them)' },
  peer_queue_entries: {
    kind: 'covered',
    why: 'the user’s own place in the queue names a room, never a problem (the peer_rooms case seeds them)',
  },
  interview_updates: {
    kind: 'covered',
    why: 'the room’s document: sent on its WebSocket and, after the end, by GET /api/interviews/{id}/replay, to its participants alone',
  },
  virtual_run_submissions: {
    kind: 'covered',
    why: `${JUDGED_ONLY}; a virtual run is of an ended contest, and the rule refuses its problem while another contest holds it secret`,
  },
  rejudge_results: { kind: 'covered', why: ADMIN_ONLY },
  test_cases: { kind: 'covered', why: OWNED_BY_THE_PROBLEM },
  problem_templates: { kind: 'covered', why: OWNED_BY_THE_PROBLEM },
  reference_solutions: { kind: 'covered', why: OWNED_BY_THE_PROBLEM },
  problem_videos: { kind: 'covered', why: `${OWNED_BY_THE_PROBLEM} (uploaded by admins only)` },
  submissions: { kind: 'covered', why: JUDGED_ONLY },
  review_logs: { kind: 'covered', why: `${JUDGED_ONLY}; written only by grading a card` },
  accepted_histograms: { kind: 'covered', why: JUDGED_ONLY },
  contest_problems: { kind: 'covered', why: THE_CONTEST },
  contest_participations: { kind: 'covered', why: THE_CONTEST },
  contest_submissions: { kind: 'covered', why: JUDGED_ONLY },
  contest_scores: { kind: 'covered', why: JUDGED_ONLY },
  contest_clarifications: {
    kind: 'covered',
    why: 'asked by participants once the contest runs; the freeze case reads the contest’s routes',
  },
  rating_changes: { kind: 'covered', why: 'written when an ended contest is finalised' },
  integrity_reports: { kind: 'covered', why: ADMIN_ONLY },
  integrity_pairs: { kind: 'covered', why: ADMIN_ONLY },
  rejudges: { kind: 'covered', why: ADMIN_ONLY },
};
