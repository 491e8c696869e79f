// The compile cache's key: everything that can change what a compile makes or says. A key that missed the
// compile's environment served a Compilation Error cached before a language file's `env` was fixed.
import { createHash } from 'node:crypto';
import type { ProgramFile } from '@codecourt/contracts';
import type { CompileStep, Language, LanguageEnv, RunResources } from '@codecourt/languages';

/** Stands for the sandbox's box path, which differs per session but is the same place to the compiler. */
const BOX = '<box>';

function resolved(env: LanguageEnv | undefined): Readonly<Record<string, string>> {
  return (typeof env === 'function' ? env({ box: BOX }) : env) ?? {};
}

export type CompileKeyParts = {
  driver: string;
  language: Pick<Language, 'id' | 'env'>;
  step: Pick<CompileStep, 'argv' | 'env'>;
  toolchain: string;
  sourceFile: string;
  others: readonly string[];
  /** The limits: a compile that hit them is cached as a Compilation Error, which other limits may not repeat. */
  resources: RunResources;
  source: string;
  files: readonly ProgramFile[];
};

export function compileCacheKey(parts: CompileKeyParts): string {
  const { driver, language, step, toolchain, sourceFile, others, resources, source, files } = parts;
  return createHash('sha256')
    .update(
      JSON.stringify([
        driver,
        language.id,
        toolchain,
        step.argv(sourceFile, undefined, others),
        resources,
        source,
        ...(files.length === 0 ? [] : [files]),
        // Last, and only when set, so the keys of languages without an environment stay as they were.
        ...(language.env || step.env ? [{ ...resolved(language.env), ...resolved(step.env) }] : []),
      ]),
    )
    .digest('hex');
}
