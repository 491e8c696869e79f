import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { renderStatement } from '@codecourt/problem-package';
import { idSchema } from '@codecourt/contracts';
import { notifyStatement } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import {
  problemVideos,
  problems,
  referenceSolutions,
  submissions,
  templates,
  testCases,
} from '../../db/schema/index.js';
import type { ProblemRow, ProblemVideoRow, TestCaseRow } from '../../db/schema/index.js';
import { PROBLEM_CHANGES_CHANNEL } from './problem-changes.js';
import { writeProblemRecord } from './write-problem-record.js';
import { STATEMENT_PDF } from './statement-html.js';
import type { ProblemRecord, StoredCode, StoredTemplate } from './problem-record.js';

export type ProblemSummaryRow = Pick<ProblemRow, 'id' | 'slug' | 'number' | 'title' | 'difficulty' | 'tags'>;
/** Every problem's submissions, accepted ones and users who solved it. */
export type ProblemStatsRow = { problemId: string; submissions: number; accepted: number; solvedBy: number };
export type ProblemView = {
  problem: ProblemRow;
  video: ProblemVideoRow | undefined;
  samples: TestCaseRow[];
  templates: StoredTemplate[];
  referenceSolutions: StoredCode[];
};
/** `templates` carry each language's harness, joined around the user's code before judging. */
export type ProblemForJudging = { problem: ProblemRow; tests: TestCaseRow[]; templates: StoredTemplate[] };

const harnessOf = (row: { prepend: string | null; append: string | null }) =>
  row.prepend !== null && row.append !== null ? { prepend: row.prepend, append: row.append } : null;

/** The columns of a problem in a list (shared by every list of problems). */
export const summaryColumns = {
  id: problems.id,
  slug: problems.slug,
  number: problems.number,
  title: problems.title,
  difficulty: problems.difficulty,
  tags: problems.tags,
};
const codeColumns = (table: typeof templates | typeof referenceSolutions) => ({
  language: table.language,
  code: table.code,
});

/** Problems and what they own. `idOrSlug` lookups accept the uuid or the package's slug. */
export function createProblemRepository(db: Database) {
  const findRow = async (idOrSlug: string): Promise<ProblemRow | undefined> => {
    const where = idSchema.safeParse(idOrSlug).success
      ? eq(problems.id, idOrSlug)
      : eq(problems.slug, idOrSlug);
    const [row] = await db.select().from(problems).where(where).limit(1);
    return row;
  };
  const testsOf = (problemId: string, kind?: 'sample' | 'secret') =>
    db
      .select()
      .from(testCases)
      .where(
        kind
          ? and(eq(testCases.problemId, problemId), eq(testCases.kind, kind))
          : eq(testCases.problemId, problemId),
      )
      // Samples first: Submit judges the visible tests before the hidden ones.
      .orderBy(sql`${testCases.kind} = 'secret'`, asc(testCases.ordinal));
  const codesOf = (table: typeof templates | typeof referenceSolutions, problemId: string) =>
    db
      .select(codeColumns(table))
      .from(table)
      .where(eq(table.problemId, problemId))
      .orderBy(asc(table.language));
  const templatesOf = async (problemId: string): Promise<StoredTemplate[]> =>
    (
      await db
        .select({ ...codeColumns(templates), prepend: templates.prepend, append: templates.append })
        .from(templates)
        .where(eq(templates.problemId, problemId))
        .orderBy(asc(templates.language))
    ).map(({ prepend, append, ...code }) => ({ ...code, harness: harnessOf({ prepend, append }) }));

  return {
    findRow,

    /** The problem with this title, compared without regard to case or surrounding spaces. */
    async findByTitle(title: string): Promise<ProblemRow | undefined> {
      const [row] = await db
        .select()
        .from(problems)
        .where(sql`lower(trim(${problems.title})) = lower(trim(${title}))`)
        .limit(1);
      return row;
    },

    listSummaries(): Promise<ProblemSummaryRow[]> {
      return db.select(summaryColumns).from(problems).orderBy(asc(problems.number));
    },

    /** One grouped read of the submissions table: cheap enough to run every few seconds. */
    stats(): Promise<ProblemStatsRow[]> {
      return db
        .select({
          problemId: submissions.problemId,
          submissions: count(),
          accepted: sql<number>`count(*) filter (where ${submissions.verdict} = 'Accepted')`.mapWith(Number),
          solvedBy:
            sql<number>`count(distinct ${submissions.userId}) filter (where ${submissions.verdict} = 'Accepted')`.mapWith(
              Number,
            ),
        })
        .from(submissions)
        .groupBy(submissions.problemId);
    },

    /** Problems the user has at least one Accepted submission for, in list order. */
    solvedBy(userId: string): Promise<ProblemSummaryRow[]> {
      const solved = db
        .selectDistinct({ problemId: submissions.problemId })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.verdict, 'Accepted')));
      return db
        .select(summaryColumns)
        .from(problems)
        .where(sql`${problems.id} in ${solved}`)
        .orderBy(asc(problems.number));
    },

    /** A statement's figure or PDF (problem.pdf), as bytes: anyone who can read the problem may fetch them. */
    async statementFile(slug: string, file: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ format: problems.format })
        .from(problems)
        .where(eq(problems.slug, slug))
        .limit(1);
      if (!row) return undefined;
      const { statementAssets, statementPdf } = row.format;
      const base64 =
        file === STATEMENT_PDF ? statementPdf : statementAssets.find((a) => a.path === file)?.base64;
      return base64 === undefined ? undefined : Buffer.from(base64, 'base64');
    },

    async findView(idOrSlug: string): Promise<ProblemView | undefined> {
      const problem = await findRow(idOrSlug);
      if (!problem) return undefined;
      const [samples, starts, solutions, [video]] = await Promise.all([
        testsOf(problem.id, 'sample'),
        templatesOf(problem.id),
        codesOf(referenceSolutions, problem.id),
        db.select().from(problemVideos).where(eq(problemVideos.problemId, problem.id)),
      ]);
      return { problem, video, samples, templates: starts, referenceSolutions: solutions };
    },

    /** The visible tests' input and output, in order (they come first in every judged request). */
    samplesOf(problemId: string): Promise<Pick<TestCaseRow, 'input' | 'output'>[]> {
      return db
        .select({ input: testCases.input, output: testCases.output })
        .from(testCases)
        .where(and(eq(testCases.problemId, problemId), eq(testCases.kind, 'sample')))
        .orderBy(asc(testCases.ordinal));
    },

    async findForJudging(idOrSlug: string): Promise<ProblemForJudging | undefined> {
      const problem = await findRow(idOrSlug);
      if (!problem) return undefined;
      const [tests, starts] = await Promise.all([testsOf(problem.id), templatesOf(problem.id)]);
      return { problem, tests, templates: starts };
    },

    templatesOf,

    /** The hidden tests, in name order: only the admin read and exports see them. */
    hiddenTestsOf: (problemId: string): Promise<TestCaseRow[]> => testsOf(problemId, 'secret'),

    /** The reference solutions (visible parts where the language has a harness), by language name. */
    referenceSolutionsOf: (problemId: string): Promise<StoredCode[]> =>
      codesOf(referenceSolutions, problemId),

    async readRecord(idOrSlug: string): Promise<ProblemRecord | undefined> {
      const view = await this.findView(idOrSlug);
      if (!view) return undefined;
      const { problem } = view;
      const secrets = await testsOf(problem.id, 'secret');
      return {
        slug: problem.slug,
        title: problem.title,
        description: problem.description,
        difficulty: problem.difficulty,
        tags: problem.tags,
        constraints: problem.constraints,
        timeLimitMs: problem.timeLimitMs,
        memoryLimitKb: problem.memoryLimitKb,
        validation: problem.validation,
        validatorFlags: problem.validatorFlags,
        validator:
          problem.validatorSource !== null && problem.validatorLanguage !== null
            ? { language: problem.validatorLanguage, source: problem.validatorSource }
            : null,
        editorial: problem.editorial,
        source: problem.source,
        license: problem.license,
        samples: view.samples.map((t) => ({
          name: t.name,
          input: t.input,
          output: t.output,
          explanation: t.explanation ?? '',
        })),
        secrets: secrets.map((t) => ({ name: t.name, input: t.input, output: t.output })),
        templates: view.templates,
        referenceSolutions: view.referenceSolutions,
        format: problem.format,
      };
    },

    /** Insert, or replace everything of the problem with this slug; one transaction. Returns the id. */
    upsert(record: ProblemRecord, replaceId?: string): Promise<string> {
      return db.transaction((tx) => writeProblemRecord(tx, record, replaceId));
    },

    remove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(problems).where(eq(problems.id, id)).returning({ id: problems.id });
        if (deleted.length > 0) await tx.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
        return deleted.length > 0;
      });
    },

    /** Renders the statement HTML of problems written before it was stored; returns how many. */
    async renderMissingStatements(): Promise<number> {
      const missing = await db
        .select({ id: problems.id, description: problems.description })
        .from(problems)
        .where(isNull(problems.descriptionHtml));
      for (const row of missing)
        await db
          .update(problems)
          .set({ descriptionHtml: renderStatement(row.description) })
          .where(eq(problems.id, row.id));
      return missing.length;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(problems);
      return row?.n ?? 0;
    },
  };
}

export type ProblemRepository = ReturnType<typeof createProblemRepository>;
