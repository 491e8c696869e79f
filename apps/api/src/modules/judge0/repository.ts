import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { judge0Submissions } from '../../db/schema/index.js';
import type { Judge0SubmissionRow } from '../../db/schema/index.js';
import type { Judge0Draft } from './submission-request.js';

/** The columns a finished judging writes. */
export type Judge0Finish = Pick<
  Judge0SubmissionRow,
  | 'statusId'
  | 'stdoutBase64'
  | 'stderrBase64'
  | 'compileOutput'
  | 'message'
  | 'exitCode'
  | 'exitSignal'
  | 'timeMs'
  | 'wallTimeMs'
  | 'memoryKb'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only well-formed tokens reach the database (a uuid column rejects anything else with an error). */
const wellFormed = (tokens: readonly string[]) => tokens.filter((token) => UUID.test(token));

export function createJudge0Repository(db: Database) {
  return {
    async insert(userId: string, draft: Judge0Draft): Promise<Judge0SubmissionRow> {
      const [row] = await db
        .insert(judge0Submissions)
        .values({ ...draft, userId })
        .returning();
      if (!row) throw new Error('the Judge0 submission was not stored');
      return row;
    },

    /** The user's own submissions among `tokens`; anyone else's are not there. */
    async findOwned(userId: string, tokens: readonly string[]): Promise<Judge0SubmissionRow[]> {
      const valid = wellFormed(tokens);
      if (valid.length === 0) return [];
      return db
        .select()
        .from(judge0Submissions)
        .where(and(eq(judge0Submissions.userId, userId), inArray(judge0Submissions.token, valid)));
    },

    async find(token: string): Promise<Judge0SubmissionRow | undefined> {
      if (!UUID.test(token)) return undefined;
      const [row] = await db.select().from(judge0Submissions).where(eq(judge0Submissions.token, token));
      return row;
    },

    /** In Queue becomes Processing; a finished row is left alone (events may arrive late or twice). */
    async markProcessing(token: string): Promise<void> {
      await db
        .update(judge0Submissions)
        .set({ statusId: 2 })
        .where(and(eq(judge0Submissions.token, token), isNull(judge0Submissions.finishedAt)));
    },

    /** Stores the result once; false when it was already stored. */
    async finish(token: string, finish: Judge0Finish): Promise<boolean> {
      const rows = await db
        .update(judge0Submissions)
        .set({ ...finish, finishedAt: new Date() })
        .where(and(eq(judge0Submissions.token, token), isNull(judge0Submissions.finishedAt)))
        .returning({ token: judge0Submissions.token });
      return rows.length > 0;
    },

    /** Submissions without a result (In Queue or Processing), oldest first; `createdBefore` as the site's. */
    unfinished(createdBefore?: Date): Promise<Judge0SubmissionRow[]> {
      const open = isNull(judge0Submissions.finishedAt);
      return db
        .select()
        .from(judge0Submissions)
        .where(createdBefore ? and(open, lt(judge0Submissions.createdAt, createdBefore)) : open)
        .orderBy(asc(judge0Submissions.createdAt));
    },

    /** The bytes the user's kept submissions hold: what they sent and what the judge answered. */
    async storedBytes(userId: string): Promise<number> {
      const t = judge0Submissions;
      const [row] = await db
        .select({
          bytes: sql<string | null>`sum(octet_length(${t.sourceCode}) + coalesce(octet_length(${t.stdin}), 0)
            + coalesce(octet_length(${t.expectedOutput}), 0) + coalesce(octet_length(${t.stdoutBase64}), 0)
            + coalesce(octet_length(${t.stderrBase64}), 0) + coalesce(octet_length(${t.compileOutput}), 0)
            + coalesce(octet_length(${t.message}), 0))`,
        })
        .from(t)
        .where(eq(t.userId, userId));
      return Number(row?.bytes ?? 0);
    },

    /** Deletes every submission created before `cutoff`; answers how many. */
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(judge0Submissions)
        .where(lt(judge0Submissions.createdAt, cutoff))
        .returning({ token: judge0Submissions.token });
      return rows.length;
    },
  };
}

export type Judge0Repository = ReturnType<typeof createJudge0Repository>;
