import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { planDefinitionSchema, planSlugSchema } from '@codecourt/contracts';
import type { PlanDefinition } from '@codecourt/contracts';
import type { z } from 'zod';

export type PlanFile = { slug: string; plan: PlanDefinition };

/** Why a plan is refused, as one line per problem: the path inside the plan and the message. */
export function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(plan)'}: ${i.message}`).join('; ');
}

/** The plan's steps that name no library problem. */
export function unknownProblems(plan: PlanDefinition, known: ReadonlySet<string>): string[] {
  return plan.steps.map((s) => s.problem).filter((slug) => !known.has(slug));
}

/**
 * Every `<slug>.yaml` in `dir`, checked against the plan format and the library's problem slugs. A broken
 * plan throws with the file and the reason, so a start with it fails loudly instead of serving half a plan.
 */
export async function readPlanFiles(dir: string, problemSlugs: ReadonlySet<string>): Promise<PlanFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => n.endsWith('.yaml')).sort();
  const plans: PlanFile[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const where = `study plan ${path.relative(process.cwd(), file)}`;
    const slug = name.slice(0, -'.yaml'.length);
    if (!planSlugSchema.safeParse(slug).success)
      throw new Error(`${where}: the file name is not a kebab-case slug`);
    let data: unknown;
    try {
      data = parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`${where}: not valid YAML (${error instanceof Error ? error.message : String(error)})`);
    }
    const checked = planDefinitionSchema.safeParse(data);
    if (!checked.success) throw new Error(`${where} is invalid: ${issuesText(checked.error)}`);
    const unknown = unknownProblems(checked.data, problemSlugs);
    if (unknown.length > 0)
      throw new Error(`${where}: no such problem in the library: ${unknown.join(', ')}`);
    plans.push({ slug, plan: checked.data });
  }
  return plans;
}

/** The library's problem slugs: its folders that hold a problem.yaml. */
export async function librarySlugs(problemsDir: string): Promise<Set<string>> {
  if (!existsSync(problemsDir)) return new Set();
  const entries = await readdir(problemsDir, { withFileTypes: true });
  return new Set(
    entries
      .filter((e) => e.isDirectory() && existsSync(path.join(problemsDir, e.name, 'problem.yaml')))
      .map((e) => e.name),
  );
}
