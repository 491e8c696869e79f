import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { landingContentSchema } from '@codecourt/contracts';
import type { LandingContent } from '@codecourt/contracts';

/**
 * The landing content file, checked. A broken file throws with the file and each reason, so a start with it
 * fails loudly; a missing default file gives the defaults (marketing figures, no companies, no stories), a
 * missing file that LANDING_FILE names is an error.
 */
export async function readLandingFile(file: string, required: boolean): Promise<LandingContent> {
  if (!existsSync(file)) {
    if (required) throw new Error(`landing content ${file}: no such file (LANDING_FILE)`);
    return landingContentSchema.parse({});
  }
  let data: unknown;
  try {
    data = parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `landing content ${file}: not valid YAML (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const result = landingContentSchema.safeParse(data ?? {});
  if (!result.success) {
    const reasons = result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`landing content ${file}: ${reasons.join('; ')}`);
  }
  return result.data;
}
