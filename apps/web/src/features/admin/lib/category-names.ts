import { CONTEST_CATEGORIES, CONTEST_MESSAGES } from '@codecourt/contracts';

/**
 * Why `typed` cannot join the contest's `names`, by the API's own rules and messages (names unique in any
 * case), or undefined when it can; checked as it is added, so the list never holds one the API refuses.
 */
export function newCategoryProblem(typed: string, names: readonly string[]): string | undefined {
  const name = typed.trim();
  if (name === '' || name.length > CONTEST_CATEGORIES.nameMaxLength)
    return CONTEST_MESSAGES.categoryNameInvalid;
  if (names.length >= CONTEST_CATEGORIES.max) return CONTEST_MESSAGES.categoriesTooMany;
  if (names.some((known) => known.toLowerCase() === name.toLowerCase()))
    return CONTEST_MESSAGES.categoriesNotUnique;
  return undefined;
}
