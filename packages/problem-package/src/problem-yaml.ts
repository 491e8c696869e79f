// problem.yaml: the Kattis keys we use plus our own (difficulty, tags, constraints); unknown keys pass.
import { DIFFICULTIES, PROBLEM_TAGS } from '@codecourt/contracts';
import { parse } from 'yaml';
import { z } from 'zod';

const tagSchema = z.enum(PROBLEM_TAGS);
const tagsSchema = z.union([
  z.array(tagSchema),
  // The original API's form (docs/api.md): one comma-separated string.
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .pipe(z.array(tagSchema)),
]);

const seconds = z.number().positive();
const mebibytes = z.number().positive();

export const problemYamlSchema = z.looseObject({
  /** Absent: the legacy format. It names the rule that derives a missing time limit. */
  problem_format_version: z.union([z.string(), z.number()]).transform(String).optional(),
  /** A string, or the newer format's map of language to name. */
  name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  source: z.unknown().optional(),
  license: z.unknown().optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  tags: tagsSchema.optional(),
  constraints: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
  /** 2023-07: pass-fail (default), scoring, interactive, multi-pass, or a list of them. */
  type: z.union([z.string(), z.array(z.string())]).optional(),
  validation: z.string().default('default'),
  validator_flags: z.string().nullish(),
  limits: z
    .looseObject({
      time_limit: seconds.optional(),
      memory: mebibytes.optional(),
      output: mebibytes.optional(),
      compilation_time: seconds.optional(),
      compilation_memory: mebibytes.optional(),
      validation_time: seconds.optional(),
      validation_memory: mebibytes.optional(),
      validation_output: mebibytes.optional(),
      time_multiplier: z.number().positive().optional(),
      time_multipliers: z
        .looseObject({
          ac_to_time_limit: z.number().positive().optional(),
          time_limit_to_tle: z.number().positive().optional(),
        })
        .nullish(),
      time_safety_margin: z.number().positive().optional(),
      time_resolution: seconds.optional(),
      /** Multi-pass problems: how many times the program may run (default 2). */
      validation_passes: z.number().int().positive().optional(),
    })
    .nullish(),
});
export type ProblemYaml = z.output<typeof problemYamlSchema>;

/**
 * problemtools reads problem.yaml with PyYAML, where a repeated key is allowed and the last one wins;
 * published packages rely on it (Kattis's own `different` example repeats `source`, `license`,
 * `validation` and `limits`), so a repeat is read the same way instead of refused.
 */
export function parseProblemYaml(text: string): ProblemYaml {
  const parsed = problemYamlSchema.safeParse(parse(text, { uniqueKeys: false }) ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`problem.yaml: ${issues.join('; ')}`);
}

export function titleOf(yaml: ProblemYaml): string | undefined {
  if (typeof yaml.name === 'string') return yaml.name;
  if (yaml.name) return yaml.name.en ?? Object.values(yaml.name)[0];
  return undefined;
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
