// Every language the judge runs. Adding one is a file in this folder, a line here, its image and its self-test.
import type { LanguageId } from '@codecourt/contracts';
import { c } from './c.js';
import { cpp } from './cpp.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { python } from './python.js';
import type { LanguageDefinition } from './types.js';

export const LANGUAGES: Readonly<Record<LanguageId, LanguageDefinition>> = {
  cpp,
  c,
  java,
  javascript,
  python,
};

export function getLanguage(id: LanguageId): LanguageDefinition {
  return LANGUAGES[id];
}
