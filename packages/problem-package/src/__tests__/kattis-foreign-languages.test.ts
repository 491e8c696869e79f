import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@codecourt/languages';
import { foreignLanguageOfFile, otherLanguageOfFile } from '../kattis-foreign-languages.js';

describe('languages the judge does not offer', () => {
  it.each(LANGUAGES.flatMap((language) => language.extensions.map((extension) => [extension, language.id])))(
    'when a file ends in %s (%s, offered), then no foreign language claims it by its name',
    (extension) => {
      expect(otherLanguageOfFile(`solution${extension}`)).toBeUndefined();
    },
  );

  it('when a file is in a language nobody here runs, then it is named, so the submission is skipped', () => {
    expect(otherLanguageOfFile('hello.swift')).toBe('Swift');
    expect(otherLanguageOfFile('test-hello.plg')).toBe('Prolog');
    expect(otherLanguageOfFile('notes.txt')).toBeUndefined();
  });

  it('when a .py file starts with a python2 shebang, then Python 2 claims it', () => {
    expect(foreignLanguageOfFile('a.py', '#!/usr/bin/env python2\nprint 1\n')).toBe('Python 2');
    expect(foreignLanguageOfFile('a.py', 'print(1)\n')).toBeUndefined();
  });
});
