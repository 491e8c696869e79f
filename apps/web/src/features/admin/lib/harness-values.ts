import type { HarnessInput } from '@codecourt/contracts';
import {
  FORM_LANGUAGES,
  byFormLanguage,
  isFormLanguage,
  valueIn,
  type ByFormLanguage,
  type FormLanguage,
} from '@/features/admin/lib/form-languages';

/** A language's hidden code around the user's part: the judge runs prepend + the user's code + append. */
export type HarnessCode = { prepend: string; append: string };
export type FormHarnesses = ByFormLanguage<HarnessCode>;
const EMPTY_HARNESS: HarnessCode = { prepend: '', append: '' };

export const emptyHarnesses = (): FormHarnesses => byFormLanguage(() => ({ ...EMPTY_HARNESS }));
/** A language's harness in the form; both parts blank when it has none. */
export const harnessIn = (harnesses: FormHarnesses, language: FormLanguage): HarnessCode =>
  valueIn(harnesses, language, EMPTY_HARNESS);

/** The stored harnesses as the form holds them; a language without one has both fields empty. */
export function harnessesFrom(stored: readonly HarnessInput[] | undefined): FormHarnesses {
  const harnesses = emptyHarnesses();
  for (const { language, prepend, append } of stored ?? [])
    if (isFormLanguage(language)) harnesses[language] = { prepend, append };
  return harnesses;
}

/** The body's harnesses: a language whose two fields are blank has none (its templates are whole programs). */
export function harnessInput(harnesses: FormHarnesses): HarnessInput[] {
  return FORM_LANGUAGES.map((language) => ({ language, ...harnessIn(harnesses, language) })).filter(
    (harness) => harness.prepend.trim() !== '' || harness.append.trim() !== '',
  );
}

export const sameHarnesses = (a: FormHarnesses, b: FormHarnesses): boolean =>
  FORM_LANGUAGES.every((language) => {
    const [was, now] = [harnessIn(a, language), harnessIn(b, language)];
    return was.prepend === now.prepend && was.append === now.append;
  });
