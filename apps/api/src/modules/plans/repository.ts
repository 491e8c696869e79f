import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlanDefinition } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { planEnrolments, problems, studyPlans, submissions } from '../../db/schema/index.js';
import type { StudyPlanRow } from '../../db/schema/index.js';
import { summaryColumns } from '../problems/repository.js';
import type { ProblemSummaryRow } from '../problems/repository.js';

const planValues = (plan: PlanDefinition) => ({
  title: plan.title,
  summary: plan.summary,
  position: plan.order,
  steps: plan.steps,
});

/** Study plans, their enrolments (keyed by the user's id) and the progress they read. */
export function createPlanRepository(db: Database) {
  return {
    list(): Promise<StudyPlanRow[]> {
      return db.select().from(studyPlans).orderBy(asc(studyPlans.position), asc(studyPlans.title));
    },

    async find(slug: string): Promise<StudyPlanRow | undefined> {
      const [row] = await db.select().from(studyPlans).where(eq(studyPlans.slug, slug));
      return row;
    },

    /** Adds the plans not stored yet; stored ones keep what admins made of them. */
    async seed(plans: { slug: string; plan: PlanDefinition }[]): Promise<number> {
      if (plans.length === 0) return 0;
      const added = await db
        .insert(studyPlans)
        .values(plans.map(({ slug, plan }) => ({ slug, ...planValues(plan) })))
        .onConflictDoNothing()
        .returning({ slug: studyPlans.slug });
      return added.length;
    },

    async update(slug: string, plan: PlanDefinition): Promise<StudyPlanRow | undefined> {
      const [row] = await db
        .update(studyPlans)
        .set({ ...planValues(plan), updatedAt: new Date() })
        .where(eq(studyPlans.slug, slug))
        .returning();
      return row;
    },

    /** The problems behind `slugs` that exist, by slug. */
    async problemsBySlug(slugs: string[]): Promise<Map<string, ProblemSummaryRow>> {
      if (slugs.length === 0) return new Map();
      const rows = await db.select(summaryColumns).from(problems).where(inArray(problems.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row]));
    },

    /** Of `problemIds`, those the user has an Accepted submit on. */
    async solvedOf(userId: string, problemIds: string[]): Promise<Set<string>> {
      if (problemIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ problemId: submissions.problemId })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.verdict, 'Accepted'),
            inArray(submissions.problemId, problemIds),
          ),
        );
      return new Set(rows.map((r) => r.problemId));
    },

    async enrolments(userId: string): Promise<Map<string, Date>> {
      const rows = await db.select().from(planEnrolments).where(eq(planEnrolments.userId, userId));
      return new Map(rows.map((r) => [r.planSlug, r.enrolledAt]));
    },

    /** Enrols the user; enrolling again keeps the first date. */
    async enrol(userId: string, planSlug: string): Promise<Date> {
      await db.insert(planEnrolments).values({ userId, planSlug }).onConflictDoNothing();
      const [row] = await db
        .select({ enrolledAt: planEnrolments.enrolledAt })
        .from(planEnrolments)
        .where(and(eq(planEnrolments.userId, userId), eq(planEnrolments.planSlug, planSlug)));
      if (!row) throw new Error('enrolment not stored');
      return row.enrolledAt;
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
