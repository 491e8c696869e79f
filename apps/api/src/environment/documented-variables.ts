// Every environment variable of CodeCourt, read from the zod schemas that parse it: the one place a
// variable is described. docs/configuration.md and .env.example are rendered from this list.
import type { z } from 'zod';
import { judgeConfigSchema } from '@codecourt/judge';
import { workerEnvSchema } from '@codecourt/judge-transport';
import { apiEnvSchema } from '../config.js';
import { composeEnvSchema } from './compose-variables.js';
import { devEnvSchema } from './dev-variables.js';

export type VariableGroup = {
  title: string;
  /** Markdown naming the file that parses the group. */
  readBy: string;
  shape: Record<string, z.ZodType>;
};

export type DocumentedVariable = {
  name: string;
  group: string;
  /** What an unset variable means: the schema's `whenUnset` note, else its default value, else "unset". */
  whenUnset: string;
  meaning: string;
  /** The default value itself, when the schema has one (what .env.example may show). */
  defaultValue: string | undefined;
};

export const VARIABLE_GROUPS: readonly VariableGroup[] = [
  { title: 'API', readBy: '`apps/api/src/config.ts`', shape: apiEnvSchema.shape },
  {
    title: 'Judge',
    readBy: "`packages/judge/src/config/judge-config.ts` (the API's in-process judge and every worker)",
    shape: judgeConfigSchema.in.shape,
  },
  {
    title: 'Judge worker',
    readBy: '`packages/judge-transport/src/queue/worker-config.ts`',
    shape: workerEnvSchema.shape,
  },
  {
    title: '`pnpm dev`',
    readBy:
      '`scripts/dev.ts` and `apps/web/vite.config.ts` (schema: `apps/api/src/environment/dev-variables.ts`)',
    shape: devEnvSchema.shape,
  },
  {
    title: 'docker compose',
    readBy: '`docker-compose.yml` (schema: `apps/api/src/environment/compose-variables.ts`)',
    shape: composeEnvSchema.shape,
  },
];

function defaultOf(schema: z.ZodType): string | undefined {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return undefined;
  const value: unknown = parsed.data;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Each variable once, in the first group that describes it (a variable two processes read is described
 * where the first reads it). Throws naming any variable that no schema describes.
 */
export function documentedVariables(
  groups: readonly VariableGroup[] = VARIABLE_GROUPS,
): DocumentedVariable[] {
  const found = new Map<string, DocumentedVariable>();
  for (const group of groups) {
    for (const [name, schema] of Object.entries(group.shape)) {
      const meaning = schema.description;
      if (found.has(name) || meaning === undefined) continue;
      const defaultValue = defaultOf(schema);
      const whenUnset =
        textOf(schema.meta()?.whenUnset) ?? (defaultValue === undefined ? 'unset' : `\`${defaultValue}\``);
      found.set(name, { name, group: group.title, whenUnset, meaning, defaultValue });
    }
  }
  const undescribed = groups.flatMap((group) => Object.keys(group.shape)).filter((name) => !found.has(name));
  if (undescribed.length > 0) {
    throw new Error(
      `No schema describes ${[...new Set(undescribed)].join(', ')}: add .describe() where it is parsed`,
    );
  }
  return [...found.values()];
}
