import { ADMIN_OPTIONAL_LANGUAGES, ADMIN_TEMPLATE_LANGUAGES, type LanguageName } from '@codecourt/contracts';

export type FormLanguage = LanguageName;

/**
 * The languages the form edits: the three every problem needs, then every other language the editor
 * can offer (optional), so saving a library problem keeps its TypeScript, Kotlin, Rust and C#.
 */
export const FORM_LANGUAGES: readonly FormLanguage[] = [
  ...ADMIN_TEMPLATE_LANGUAGES,
  ...ADMIN_OPTIONAL_LANGUAGES,
];
export const OPTIONAL_LANGUAGES: readonly FormLanguage[] = ADMIN_OPTIONAL_LANGUAGES;
export const FIRST_FORM_LANGUAGE: FormLanguage = ADMIN_TEMPLATE_LANGUAGES[0];

export const isFormLanguage = (language: string): language is FormLanguage =>
  FORM_LANGUAGES.some((known) => known === language);

/** One value per form language; a language never set reads as its empty value (see `valueIn`). */
export type ByFormLanguage<T> = Partial<Record<FormLanguage, T>>;

/** Every form language with a fresh empty value. */
export const byFormLanguage = <T>(empty: () => T): ByFormLanguage<T> =>
  Object.fromEntries(FORM_LANGUAGES.map((language) => [language, empty()]));

export const valueIn = <T>(values: ByFormLanguage<T>, language: FormLanguage, empty: T): T =>
  values[language] ?? empty;
