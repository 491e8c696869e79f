import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANGUAGE_IDS,
  LANGUAGE_ID_BY_NAME,
  LANGUAGE_NAMES,
  LANGUAGE_NAME_BY_ID,
  getLanguage,
  isLanguageId,
  languageOfSource,
} from '../registry.js';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('language registry', () => {
  it('when the tables are derived, then ids and names line up one to one with the definitions', () => {
    expect(LANGUAGE_IDS).toEqual(LANGUAGES.map((language) => language.id));
    expect(LANGUAGE_NAMES).toEqual(LANGUAGES.map((language) => language.name));
    for (const id of LANGUAGE_IDS) {
      expect(LANGUAGE_ID_BY_NAME[LANGUAGE_NAME_BY_ID[id]]).toBe(id);
      expect(getLanguage(id).id).toBe(id);
    }
    expect(isLanguageId('cpp')).toBe(true);
    expect(isLanguageId('C++')).toBe(false);
  });

  it('when two definitions are compared, then no id, name, extension, image or Judge0 id is shared', () => {
    expect(unique(LANGUAGE_IDS)).toBe(true);
    expect(unique(LANGUAGE_NAMES)).toBe(true);
    expect(unique(LANGUAGES.flatMap((language) => language.extensions))).toBe(true);
    // Languages may share an image (PyPy 3 lives in Python's), then with one list of packages.
    const images = new Map(LANGUAGES.map((language) => [language.image.name, language.image]));
    expect(LANGUAGES.every((language) => images.get(language.image.name) === language.image)).toBe(true);
    expect(getLanguage('python').image.debianPackages).toContain('pypy3');
    expect(unique(LANGUAGES.flatMap((language) => language.judge0?.id ?? []))).toBe(true);
    for (const language of LANGUAGES) {
      expect(language.extensions.every((extension) => /^\.[a-z0-9+]+$/.test(extension))).toBe(true);
      expect(language.image.debianPackages.length).toBeGreaterThan(0);
    }
  });

  it('when a package file is named, then its extension decides, case-insensitively, and the first extension is canonical', () => {
    expect(languageOfSource('solution.CC')).toBe('cpp');
    expect(languageOfSource('Main.java')).toBe('java');
    expect(languageOfSource('sol.py')).toBe('python');
    expect(languageOfSource('notes.txt')).toBeUndefined();
    expect(languageOfSource('.py')).toBeUndefined();
    expect(getLanguage('cpp').extensions[0]).toBe('.cpp');
  });

  it('when a file has no extension, then a Kattis shebang names its language, and nothing else does', () => {
    expect(languageOfSource('solve', '#!/usr/bin/env python3\nprint(1)\n')).toBe('python');
    expect(languageOfSource('solve', '#!/usr/bin/env node\nconsole.log(1)\n')).toBe('javascript');
    expect(languageOfSource('solve', '#!/bin/sh\necho 1\n')).toBeUndefined();
    expect(languageOfSource('solve', 'print(1)\n')).toBeUndefined();
    expect(languageOfSource('solve.txt', '#!/usr/bin/env python3\n')).toBeUndefined();
  });
});
