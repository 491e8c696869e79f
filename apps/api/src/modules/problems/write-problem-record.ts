import { eq } from 'drizzle-orm';
import { statementHtml } from './statement-html.js';
import { notifyStatement } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { problems, referenceSolutions, templates, testCases } from '../../db/schema/index.js';
import type { NewProblemRow, NewTestCaseRow } from '../../db/schema/index.js';
import type { JudgedProblem } from './judge-request.js';
import { PROBLEM_CHANGES_CHANNEL } from './problem-changes.js';
import type { ProblemRecord } from './problem-record.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The columns that decide how programs are judged on the problem: its limits and checker. */
export function judgedColumns(record: ProblemRecord): JudgedProblem {
  return {
    timeLimitMs: record.timeLimitMs,
    memoryLimitKb: record.memoryLimitKb,
    validation: record.validation,
    validatorFlags: record.validatorFlags,
    validatorSource: record.validator?.source ?? null,
    validatorLanguage: record.validator?.language ?? null,
    format: record.format,
  };
}

function problemColumns(record: ProblemRecord): Omit<NewProblemRow, 'id' | 'createdAt'> {
  return {
    slug: record.slug,
    title: record.title,
    description: record.description,
    descriptionHtml: statementHtml(record.slug, record.description, record.format),
    difficulty: record.difficulty,
    tags: record.tags,
    constraints: record.constraints,
    ...judgedColumns(record),
    editorial: record.editorial,
    source: record.source,
    license: record.license,
    updatedAt: new Date(),
  };
}

/**
 * Writes the problem row (insert, or update the row with this slug, or the row `replaceId`), then
 * replaces its tests, templates and reference solutions with one bulk insert each.
 */
export async function writeProblemRecord(
  tx: Transaction,
  record: ProblemRecord,
  replaceId?: string,
): Promise<string> {
  const columns = problemColumns(record);
  const [row] = replaceId
    ? await tx.update(problems).set(columns).where(eq(problems.id, replaceId)).returning({ id: problems.id })
    : await tx
        .insert(problems)
        .values(columns)
        .onConflictDoUpdate({ target: problems.slug, set: columns })
        .returning({ id: problems.id });
  if (!row) throw new Error(`problem ${replaceId ?? record.slug} vanished while it was written`);
  const problemId = row.id;

  await tx.delete(testCases).where(eq(testCases.problemId, problemId));
  await tx.delete(templates).where(eq(templates.problemId, problemId));
  await tx.delete(referenceSolutions).where(eq(referenceSolutions.problemId, problemId));

  const tests: NewTestCaseRow[] = [
    ...record.samples.map((t, ordinal) => ({ problemId, kind: 'sample' as const, ordinal, ...t })),
    ...record.secrets.map((t, ordinal) => ({
      problemId,
      kind: 'secret' as const,
      ordinal,
      ...t,
      explanation: null,
    })),
  ];
  if (tests.length) await tx.insert(testCases).values(tests);
  if (record.templates.length)
    await tx.insert(templates).values(
      record.templates.map(({ harness, ...c }) => ({
        problemId,
        ...c,
        prepend: harness?.prepend ?? null,
        append: harness?.append ?? null,
      })),
    );
  if (record.referenceSolutions.length)
    await tx.insert(referenceSolutions).values(record.referenceSolutions.map((c) => ({ problemId, ...c })));
  await tx.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
  return problemId;
}
