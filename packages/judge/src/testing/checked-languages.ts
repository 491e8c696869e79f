// `pnpm judge:check <id>` runs the suites for one language: JUDGE_CHECK_LANGUAGES (ids, comma-separated)
// narrows the conformance suite to them and leaves out its engine tests, which judge in C and Python.
import { LANGUAGE_IDS, isLanguageId } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';

/** The languages to check; every language when the variable is unset or empty. */
export function checkedLanguages(value = process.env.JUDGE_CHECK_LANGUAGES ?? ''): {
  languages: readonly LanguageId[];
  narrowed: boolean;
} {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return { languages: LANGUAGE_IDS, narrowed: false };
  const unknown = names.filter((name) => !isLanguageId(name));
  if (unknown.length > 0)
    throw new Error(`JUDGE_CHECK_LANGUAGES names no language file: ${unknown.join(', ')}`);
  return { languages: LANGUAGE_IDS.filter((id) => names.includes(id)), narrowed: true };
}
