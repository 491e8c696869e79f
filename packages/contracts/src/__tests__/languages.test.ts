import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@codecourt/languages';
import {
  BESIDE_LANGUAGE_IDS,
  EDITOR_LANGUAGE_IDS,
  LANGUAGE_IDS,
  LANGUAGE_ID_BY_NAME,
  TEMPLATE_ONLY_LANGUAGE_IDS,
  isLanguageId,
} from '../languages.js';
import { submitRequestSchema } from '../submission-requests.js';

const LIST_BY_OFFER = {
  always: EDITOR_LANGUAGE_IDS,
  'with-template': TEMPLATE_ONLY_LANGUAGE_IDS,
  'beside-programs-of': BESIDE_LANGUAGE_IDS,
  never: [],
} as const;

describe('language lists', () => {
  it('when the editor lists are derived, then the spec four are always offered', () => {
    expect(EDITOR_LANGUAGE_IDS.slice(0, 4)).toEqual(['cpp', 'java', 'javascript', 'python']);
  });

  it.each(LANGUAGES.map((language) => [language.id, language.editor] as const))(
    'when %s is defined, then exactly the editor list its offer (%s) names holds it',
    (id, offer) => {
      const lists = Object.entries(LIST_BY_OFFER).filter(([, ids]) => ids.some((other) => other === id));

      expect(lists.map(([name]) => name)).toEqual(offer === 'never' ? [] : [offer]);
    },
  );

  it.each(Object.entries(LIST_BY_OFFER))(
    'when the %s list is derived, then it keeps the registry’s order',
    (offer, ids) => {
      expect(ids).toEqual(
        LANGUAGES.filter((language) => language.editor === offer && offer !== 'never').map((l) => l.id),
      );
    },
  );

  it.each(LANGUAGES.map((language) => [language.id, language.name] as const))(
    'when %s is named, then run and submit accept it and its user-facing name maps back',
    (id, name) => {
      expect(isLanguageId(id)).toBe(true);
      expect(LANGUAGE_IDS).toContain(id);
      expect(LANGUAGE_ID_BY_NAME[name]).toBe(id);
      expect(submitRequestSchema.safeParse({ code: 'x', language: id }).success).toBe(true);
    },
  );

  it('when a language no file defines is named, then run and submit refuse it', () => {
    expect(isLanguageId('no-such-language')).toBe(false);
    expect(submitRequestSchema.safeParse({ code: 'x', language: 'no-such-language' }).success).toBe(false);
  });
});
