import type { HarnessInput } from '@codecourt/contracts';
import type { FormLanguage } from '@/features/admin/lib/form-languages';

/** A language's hidden code around the user's part: the judge runs prepend + the user's code + append. */
export type HarnessCode = { prepend: string; append: string };
export type FormHarnesses = Record<FormLanguage, HarnessCode>;

export const emptyHarnesses = (): FormHarnesses => ({
  'C++': { prepend: '', append: '' },
  Java: { prepend: '', append: '' },
  JavaScript: { prepend: '', append: '' },
  Python: { prepend: '', append: '' },
});

/** The stored harnesses as the form holds them; a language without one has both fields empty. */
export function harnessesFrom(stored: readonly HarnessInput[] | undefined): FormHarnesses {
  const harnesses = emptyHarnesses();
  for (const { language, prepend, append } of stored ?? [])
    if (language in harnesses) harnesses[language as FormLanguage] = { prepend, append };
  return harnesses;
}

/** The body's harnesses: a language whose two fields are blank has none (its templates are whole programs). */
export function harnessInput(harnesses: FormHarnesses): HarnessInput[] {
  return (Object.entries(harnesses) as [FormLanguage, HarnessCode][])
    .filter(([, code]) => code.prepend.trim() !== '' || code.append.trim() !== '')
    .map(([language, code]) => ({ language, ...code }));
}

export const sameHarnesses = (a: FormHarnesses, b: FormHarnesses): boolean =>
  (Object.keys(a) as FormLanguage[]).every(
    (language) => a[language].prepend === b[language].prepend && a[language].append === b[language].append,
  );
