import type { VisibleTestCase } from '@codecourt/contracts';
import type { Database } from '../db/client.js';
import { createProblemRepository } from '../modules/problems/repository.js';

/**
 * Replaces the problem's samples the way an admin's update writes them (one transaction, the change
 * announced to every instance), without the update route's reference check: the scenarios that use it
 * hold the judge back, and that check needs the judge.
 */
export async function replaceSamples(db: Database, problemId: string, samples: VisibleTestCase[]) {
  const problems = createProblemRepository(db);
  const record = await problems.readRecord(problemId);
  if (!record) throw new Error(`problem ${problemId} not found`);
  await problems.upsert(
    { ...record, samples: samples.map((t, i) => ({ name: String(i + 1).padStart(2, '0'), ...t })) },
    problemId,
  );
}
