import { ADMIN_TEMPLATE_LANGUAGES, type LanguageName } from '@codecourt/contracts';

/** The languages the form edits: the three every problem needs, then Python, which is optional. */
export const FORM_LANGUAGES = [
  ...ADMIN_TEMPLATE_LANGUAGES,
  'Python',
] as const satisfies readonly LanguageName[];
export type FormLanguage = (typeof FORM_LANGUAGES)[number];
export const OPTIONAL_LANGUAGES: readonly FormLanguage[] = ['Python'];
