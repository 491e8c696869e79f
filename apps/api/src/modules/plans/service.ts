import { MESSAGES } from '@codecourt/contracts';
import type { PlanDefinition, PlanDetail, PlanSummary, ProblemSummary } from '@codecourt/contracts';
import { AppError, appError } from '../../lib/app-error.js';
import type { StudyPlanRow, UserRow } from '../../db/schema/index.js';
import type { ProblemSummaryRow } from '../problems/repository.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { viewerOf } from '../problems/visibility/problem-viewer.js';
import { unknownProblems } from './plan-files.js';
import type { PlanRepository } from './repository.js';

const summaryJson = ({ id, ...rest }: ProblemSummaryRow): ProblemSummary => ({ _id: id, ...rest });

/** The caller: signed out (undefined) or a user, whose role the visibility rule reads too. */
type Caller = Pick<UserRow, 'id' | 'role'> | undefined;

/**
 * Study plans with the caller's progress: a step is done once its problem has an Accepted submit. A step
 * whose problem the caller may not see (a contest's secret problem) is left out, like a deleted one.
 */
export function createPlanService(plans: PlanRepository, problems: ProblemVisibility) {
  /** The plans' steps whose problem exists and is visible, and the user's solves among them. */
  const progressOf = async (rows: StudyPlanRow[], caller: Caller) => {
    const userId = caller?.id;
    const existing = await plans.problemsBySlug([
      ...new Set(rows.flatMap((r) => r.steps.map((s) => s.problem))),
    ]);
    const shown = await problems.forViewer(viewerOf(caller)).keepVisible([...existing.values()], (p) => p.id);
    const bySlug = new Map(shown.map((p) => [p.slug, p]));
    const solved = userId
      ? await plans.solvedOf(
          userId,
          [...bySlug.values()].map((p) => p.id),
        )
      : undefined;
    const enrolments = userId ? await plans.enrolments(userId) : undefined;
    const stepsOf = (row: StudyPlanRow) =>
      row.steps.flatMap((step) => {
        const problem = bySlug.get(step.problem);
        return problem ? [{ step, problem, solved: solved ? solved.has(problem.id) : null }] : [];
      });
    const summaryOf = (row: StudyPlanRow, steps: ReturnType<typeof stepsOf>): PlanSummary => ({
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      stepCount: steps.length,
      enrolled: enrolments ? enrolments.has(row.slug) : null,
      solvedCount: solved ? steps.filter((s) => s.solved).length : null,
    });
    return { stepsOf, summaryOf, enrolments };
  };

  const planOf = async (slug: string): Promise<StudyPlanRow> => {
    const row = await plans.find(slug);
    if (!row) throw appError('planNotFound', 404);
    return row;
  };

  return {
    async list(caller: Caller): Promise<PlanSummary[]> {
      const rows = await plans.list();
      const { stepsOf, summaryOf } = await progressOf(rows, caller);
      return rows.map((row) => summaryOf(row, stepsOf(row)));
    },

    async detail(slug: string, caller: Caller): Promise<PlanDetail> {
      const row = await planOf(slug);
      const { stepsOf, summaryOf, enrolments } = await progressOf([row], caller);
      const steps = stepsOf(row);
      const next = caller ? steps.find((s) => !s.solved) : steps[0];
      return {
        ...summaryOf(row, steps),
        enrolledAt: enrolments?.get(row.slug)?.toISOString() ?? null,
        nextProblem: next ? summaryJson(next.problem) : null,
        steps: steps.map(({ step, problem, solved }) => ({
          section: step.section ?? null,
          intro: step.intro,
          problem: summaryJson(problem),
          solved,
        })),
      };
    },

    async enrol(userId: string, slug: string): Promise<{ slug: string; enrolledAt: string }> {
      await planOf(slug);
      return { slug, enrolledAt: (await plans.enrol(userId, slug)).toISOString() };
    },

    /** An admin's edit: the same format as the files, and every step's problem must exist. */
    async update(slug: string, plan: PlanDefinition, admin: Caller): Promise<PlanDetail> {
      await planOf(slug);
      const known = await plans.problemsBySlug(plan.steps.map((s) => s.problem));
      const unknown = unknownProblems(plan, new Set(known.keys()));
      if (unknown.length > 0) {
        throw new AppError(
          'planProblemUnknown',
          `${MESSAGES.planProblemUnknown}: ${unknown.join(', ')}`,
          400,
        );
      }
      await plans.update(slug, plan);
      return this.detail(slug, admin);
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
