// A jury's own program (an output validator, an interactor) compiles as its authors compiled it with
// plain g++ or gcc in its folder: that folder is on the include path (`#include <validation.h>`), and
// when the contest's standard refuses it, the compiler's own default standard is tried (g++ 12 is
// gnu++17 by default, where a header written before C++20 may name a variable `requires`).
import type { ProgramSource } from '@codecourt/contracts';
import type { Language } from '@codecourt/languages';
import { prepareProgram } from './prepare-program.js';
import type { PrepareContext, PreparedProgram } from './prepare-program.js';

const GNU_COMPILERS = new Set(['gcc', 'g++']);

/** The compiles to try, in order; a language that is not C or C++ compiles as it always does. */
export function juryCompiles(language: Language): Language[] {
  const step = language.compile;
  const plain = step?.argv('main') ?? [];
  if (!step || !GNU_COMPILERS.has(plain[0] ?? '')) return [language];
  const withFlags = (keepStandard: boolean): Language => ({
    ...language,
    compile: {
      ...step,
      argv: (source, prebuilt, others) => {
        const [compiler = '', ...rest] = step.argv(source, prebuilt, others);
        const flags = keepStandard ? rest : rest.filter((arg) => !arg.startsWith('-std='));
        return [compiler, '-I', '.', ...flags];
      },
    },
  });
  const standard = plain.some((arg) => arg.startsWith('-std='));
  return standard ? [withFlags(true), withFlags(false)] : [withFlags(true)];
}

/** The first compile that succeeds; when none does, the first one's (the contest flags') output. */
export async function prepareJuryProgram(
  context: PrepareContext,
  language: Language,
  source: ProgramSource,
): Promise<PreparedProgram> {
  const [contest = language, ...fallbacks] = juryCompiles(language);
  const first = await prepareProgram(context, contest, source);
  if (first.ok) return first;
  for (const variant of fallbacks) {
    const program = await prepareProgram(context, variant, source);
    if (program.ok) return program;
  }
  return first;
}
