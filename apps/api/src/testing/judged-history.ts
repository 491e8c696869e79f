import { randomUUID } from 'node:crypto';
import type { Difficulty, Verdict } from '@codecourt/contracts';
import type { Database } from '../db/client.js';
import { problems, submissions, users } from '../db/schema/index.js';
import { problemSnapshot } from '../modules/submissions/problem-snapshot.js';
import { createSubmissionRepository } from '../modules/submissions/repository.js';
import { recordVerdictEffects } from '../modules/submissions/verdict-effects.js';

/** Test data written straight to the tables, with verdicts stored through the real repository hook. */
export function judgedHistory(db: Database) {
  const repository = createSubmissionRepository(db);
  return {
    async user(firstName = 'Ada'): Promise<string> {
      const [row] = await db
        .insert(users)
        .values({ firstName, emailId: `${randomUUID()}@example.com`, passwordHash: 'not-a-hash' })
        .returning({ id: users.id });
      if (!row) throw new Error('no user');
      return row.id;
    },

    async problem(difficulty: Difficulty = 'easy', tags = 'array'): Promise<string> {
      const slug = `p-${randomUUID()}`;
      const [row] = await db
        .insert(problems)
        .values({
          slug,
          title: slug,
          description: 'd',
          difficulty,
          tags,
          timeLimitMs: 1000,
          memoryLimitKb: 65_536,
        })
        .returning({ id: problems.id });
      if (!row) throw new Error('no problem');
      return row.id;
    },

    /** A submission made at `at`, then judged with `verdict` (stats updated as in production). */
    async judged(userId: string, problemId: string, verdict: Verdict, at: Date): Promise<string> {
      const [row] = await db
        .insert(submissions)
        .values({
          userId,
          problemId,
          ...problemSnapshot(problemId),
          language: 'python',
          code: 'x',
          totalTestCases: 1,
          createdAt: at,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error('no submission');
      const accepted = verdict === 'Accepted';
      await repository.storeJudgement(
        row.id,
        {
          status: 'done',
          verdict,
          testCasesPassed: accepted ? 1 : 0,
          totalTestCases: 1,
          runtime: 1,
          memory: 1,
          error: accepted ? null : verdict,
          compileOutput: null,
          tests: [],
        },
        recordVerdictEffects,
      );
      return row.id;
    },
  };
}

/** `days` whole UTC days after `base`, plus `time` (HH:MM:SS). */
export function utcAt(base: string, days: number, time = '12:00:00'): Date {
  const day = new Date(`${base}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return new Date(`${day.toISOString().slice(0, 10)}T${time}Z`);
}
