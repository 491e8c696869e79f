// The one mapping between the language ids that run/submit take and the names users see (docs/api.md),
// derived from the language definitions in @codecourt/languages (one file per language).
import { LANGUAGES, LANGUAGE_NAME_BY_ID } from '@codecourt/languages';
import type { LanguageId, LanguageName } from '@codecourt/languages';

export {
  LANGUAGE_IDS,
  LANGUAGE_NAMES,
  LANGUAGE_NAME_BY_ID,
  LANGUAGE_ID_BY_NAME,
  isLanguageId,
  languageOfSource,
} from '@codecourt/languages';
export type { LanguageId, LanguageName } from '@codecourt/languages';

/** Languages the workspace editor offers on every problem, in menu order. */
export const EDITOR_LANGUAGE_IDS: readonly LanguageId[] = LANGUAGES.filter(
  (language) => language.editor === 'always',
).map((language) => language.id);
/** Languages the editor offers only on problems that have a template in them. */
export const TEMPLATE_ONLY_LANGUAGE_IDS: readonly LanguageId[] = LANGUAGES.filter(
  (language) => language.editor === 'with-template',
).map((language) => language.id);
/** Languages every problem of the library has a harness and a function-only accepted solution in. */
export const LIBRARY_LANGUAGE_IDS: readonly LanguageId[] = LANGUAGES.filter(
  (language) => language.library === true,
).map((language) => language.id);
/** Languages the editor offers right after the language whose programs they run (PyPy 3 after Python). */
export const BESIDE_LANGUAGE_IDS: readonly LanguageId[] = LANGUAGES.filter(
  (language) => language.editor === 'beside-programs-of',
).map((language) => language.id);
/** The language whose starter code and harness a language takes: its `programsOf`, else itself. */
export const PROGRAMS_LANGUAGE_BY_ID = Object.fromEntries(
  LANGUAGES.map((language) => [
    language.id,
    LANGUAGES.find((other) => other.id === language.programsOf)?.id ?? language.id,
  ]),
) as Readonly<Record<LanguageId, LanguageId>>;
/** Monaco's language id for a language's colours (PyPy 3 is coloured as Python). */
export const MONACO_LANGUAGE_BY_ID = Object.fromEntries(
  LANGUAGES.map((language) => [language.id, language.monaco]),
) as Readonly<Record<LanguageId, string>>;
export const DEFAULT_LANGUAGE_ID: LanguageId = 'cpp';

/** Languages an admin must give templates and reference solutions for. */
export const ADMIN_TEMPLATE_LANGUAGES = [
  'C++',
  'Java',
  'JavaScript',
] as const satisfies readonly LanguageName[];
const REQUIRED: readonly LanguageName[] = ADMIN_TEMPLATE_LANGUAGES;
/**
 * Languages an admin may add beyond the required three (spec: only three): every other language the
 * editor can offer, so a library problem's TypeScript or Rust survives the admin form's round trip.
 */
export const ADMIN_OPTIONAL_LANGUAGES: readonly LanguageName[] = [
  ...EDITOR_LANGUAGE_IDS,
  ...TEMPLATE_ONLY_LANGUAGE_IDS,
]
  .map((id) => LANGUAGE_NAME_BY_ID[id])
  .filter((name) => !REQUIRED.includes(name));
