import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { integrityPairs, integrityReports } from '../../db/schema/index.js';
import { compareGroup } from './compare-group.js';
import { programGroupsOf, submissionKey } from './integrity-sources.js';
import type { ReportSource } from './integrity-sources.js';

const idOf = (key: string) => key.slice(2);
const isSubmission = (key: string) => key.startsWith(submissionKey(''));

/**
 * Computes a report that was stored as running, and stores its pairs and its end. Between groups it gives
 * the event loop back, so requests keep being answered while a large contest is compared.
 */
export async function runReport(db: Database, reportId: string, source: ReportSource): Promise<void> {
  try {
    const groups = await programGroupsOf(db, source);
    let programs = 0;
    let pairs = 0;
    for (const group of groups) {
      await yieldToEventLoop();
      programs += group.programs.length;
      const found = compareGroup(group.language, group.programs, group.boilerplate);
      const rows = found.map((p) => {
        // The left side is always a submission: a reference is only ever the right side.
        const [left, right] = isSubmission(p.left) ? [p.left, p.right] : [p.right, p.left];
        const swapped = left !== p.left;
        return {
          reportId,
          problemId: group.problemId,
          problemTitle: group.problemTitle,
          language: group.language,
          similarity: p.similarity,
          longest: p.longest,
          leftSubmissionId: idOf(left),
          rightSubmissionId: isSubmission(right) ? idOf(right) : null,
          rightReferenceId: isSubmission(right) ? null : idOf(right),
          fragments: swapped ? p.fragments.map((f) => ({ left: f.right, right: f.left })) : p.fragments,
        };
      });
      if (rows.length > 0) await db.insert(integrityPairs).values(rows);
      pairs += rows.length;
    }
    await db
      .update(integrityReports)
      .set({ status: 'done', programs, pairs, finishedAt: new Date() })
      .where(eq(integrityReports.id, reportId));
  } catch (error) {
    await db
      .update(integrityReports)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        finishedAt: new Date(),
      })
      .where(eq(integrityReports.id, reportId));
    throw error;
  }
}
