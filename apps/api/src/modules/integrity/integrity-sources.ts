import { and, desc, eq, inArray } from 'drizzle-orm';
import { INTEGRITY_LIMITS, LANGUAGE_ID_BY_NAME } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { contestSubmissions, referenceSolutions, submissions, templates } from '../../db/schema/index.js';
import type { Program } from './compare-group.js';

/** What one report compares: a contest's submissions, or one problem's (practice and contest alike). */
export type ReportSource = { contestId: string } | { problemId: string };

/** The programs of one problem in one language, with the starter code everyone was given. */
export type ProgramGroup = {
  problemId: string;
  problemTitle: string;
  language: LanguageId;
  programs: Program[];
  boilerplate: string[];
};

type Candidate = {
  id: string;
  /**
   * Whose program it is: in a contest the participation (a team's members share one, issue #36: their
   * programs are never paired with each other), elsewhere the person.
   */
  owner: string;
  problemId: string;
  problemTitle: string;
  language: LanguageId;
  code: string;
  verdict: string | null;
};

/** Keys say which side a program is: a submission or a reference solution. */
export const submissionKey = (id: string) => `s:${id}`;
export const referenceKey = (id: string) => `r:${id}`;
export const REFERENCE_OWNER = 'reference';

/**
 * One program per participant, problem and language: the last accepted one, else the last judged one
 * (`rows` newest first). Earlier drafts of the same participant would only repeat the pair.
 */
function representatives(rows: Candidate[]): Candidate[] {
  const chosen = new Map<string, Candidate>();
  for (const row of rows) {
    const key = `${row.owner}:${row.problemId}:${row.language}`;
    const held = chosen.get(key);
    if (!held || (held.verdict !== 'Accepted' && row.verdict === 'Accepted')) chosen.set(key, row);
  }
  return [...chosen.values()];
}

const columns = {
  id: submissions.id,
  problemId: submissions.problemId,
  problemTitle: submissions.problemTitle,
  language: submissions.language,
  code: submissions.code,
  verdict: submissions.verdict,
};

async function candidatesOf(db: Database, source: ReportSource): Promise<Candidate[]> {
  const judged = eq(submissions.status, 'done');
  if ('contestId' in source)
    return db
      .select({ ...columns, owner: contestSubmissions.participationId })
      .from(contestSubmissions)
      .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
      .where(and(eq(contestSubmissions.contestId, source.contestId), judged))
      .orderBy(desc(submissions.createdAt));
  return db
    .select({ ...columns, owner: submissions.userId })
    .from(submissions)
    .where(and(eq(submissions.problemId, source.problemId), judged))
    .orderBy(desc(submissions.createdAt))
    .limit(INTEGRITY_LIMITS.maxSubmissions);
}

/** The groups a report compares, each with the problem's reference solution in that language, if any. */
export async function programGroupsOf(db: Database, source: ReportSource): Promise<ProgramGroup[]> {
  const chosen = representatives(await candidatesOf(db, source));
  const problemIds = [...new Set(chosen.map((c) => c.problemId))];
  if (problemIds.length === 0) return [];
  const [references, starters] = await Promise.all([
    db.select().from(referenceSolutions).where(inArray(referenceSolutions.problemId, problemIds)),
    db.select().from(templates).where(inArray(templates.problemId, problemIds)),
  ]);
  const groups = new Map<string, ProgramGroup>();
  for (const c of chosen) {
    const key = `${c.problemId}:${c.language}`;
    const group = groups.get(key) ?? {
      problemId: c.problemId,
      problemTitle: c.problemTitle,
      language: c.language,
      programs: [],
      boilerplate: [],
    };
    group.programs.push({ key: submissionKey(c.id), owner: c.owner, code: c.code });
    groups.set(key, group);
  }
  for (const r of references) {
    const group = groups.get(`${r.problemId}:${LANGUAGE_ID_BY_NAME[r.language]}`);
    group?.programs.push({ key: referenceKey(r.id), owner: REFERENCE_OWNER, code: r.code });
  }
  for (const t of starters)
    groups.get(`${t.problemId}:${LANGUAGE_ID_BY_NAME[t.language]}`)?.boilerplate.push(t.code);
  return [...groups.values()];
}
