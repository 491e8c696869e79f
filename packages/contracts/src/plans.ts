// Study plans: curated, ordered tracks over the problem library (/api/plans, plans/*.yaml).
import { z } from 'zod';
import { isoDateSchema } from './common.js';
import { MESSAGES } from './messages.js';
import { problemSummarySchema } from './problem.js';

export const PLAN_TITLE_MAX_LENGTH = 80;
export const PLAN_SUMMARY_MAX_LENGTH = 400;
export const PLAN_STEP_INTRO_MAX_LENGTH = 600;
export const PLAN_SECTION_MAX_LENGTH = 40;
export const PLAN_STEPS_MAX = 100;

/** A plan's and a problem's slug: kebab-case, as the library's folder names. */
export const planSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MESSAGES.planSlugInvalid)
  .max(80, MESSAGES.planSlugInvalid);

export const planStepDefinitionSchema = z.strictObject({
  /** The library problem's slug (its folder name under problems/). */
  problem: planSlugSchema,
  /** A heading the step sits under, such as "Week 1". */
  section: z.string().trim().min(1).max(PLAN_SECTION_MAX_LENGTH).optional(),
  /** Why this problem comes here and what it teaches: one short paragraph. */
  intro: z.string().trim().min(1, MESSAGES.planStepIntroRequired).max(PLAN_STEP_INTRO_MAX_LENGTH),
});
export type PlanStepDefinition = z.infer<typeof planStepDefinitionSchema>;

/** A plan file's content (plans/<slug>.yaml) and the admin's PUT body: the same checks for both. */
export const planDefinitionSchema = z
  .strictObject({
    title: z.string().trim().min(1, MESSAGES.planTitleRequired).max(PLAN_TITLE_MAX_LENGTH),
    summary: z.string().trim().min(1, MESSAGES.planSummaryRequired).max(PLAN_SUMMARY_MAX_LENGTH),
    /** Where the plan sits in the list of plans (lower first). */
    order: z.number().int().min(0).max(1000).default(100),
    steps: z.array(planStepDefinitionSchema).min(1, MESSAGES.planStepsRequired).max(PLAN_STEPS_MAX),
  })
  .refine((plan) => new Set(plan.steps.map((s) => s.problem)).size === plan.steps.length, {
    message: MESSAGES.planProblemRepeated,
    path: ['steps'],
  });
export type PlanDefinition = z.infer<typeof planDefinitionSchema>;

/** A plan in GET /plans; the progress fields are null for visitors. */
export const planSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  stepCount: z.number().int().nonnegative(),
  enrolled: z.boolean().nullable(),
  solvedCount: z.number().int().nonnegative().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;
export const planListResponseSchema = z.array(planSummarySchema);

export const planStepSchema = z.object({
  section: z.string().nullable(),
  intro: z.string(),
  problem: problemSummarySchema,
  /** Signed in: whether the user has an Accepted submit on it (null for visitors). */
  solved: z.boolean().nullable(),
});
export type PlanStep = z.infer<typeof planStepSchema>;

/** GET /plans/{slug}: the plan with the caller's progress and the first unsolved step's problem. */
export const planDetailSchema = planSummarySchema.extend({
  steps: z.array(planStepSchema),
  enrolledAt: isoDateSchema.nullable(),
  nextProblem: problemSummarySchema.nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** POST /plans/{slug}/enrol: enrolling again keeps the first date. */
export const planEnrolmentSchema = z.object({ slug: z.string(), enrolledAt: isoDateSchema });
export type PlanEnrolment = z.infer<typeof planEnrolmentSchema>;
