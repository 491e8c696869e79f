import { describe, expect, it } from 'vitest';
import type { Problem } from '@codecourt/contracts';
import {
  DEFAULT_EDITOR_LANGUAGE,
  EDITOR_LANGUAGES,
  editorLanguageOf,
  editorLanguagesFor,
  editorReferenceSolutions,
  isEditorLanguage,
  monacoLanguageOf,
  starterCode,
} from '@/lib/editor-languages';

const problem: Pick<Problem, 'startCode' | 'referenceSolution'> = {
  startCode: [
    { language: 'Python', initialCode: 'class Solution: pass' },
    { language: 'C++', initialCode: 'class Solution {};' },
    { language: 'C', initialCode: 'int main(void) {}' },
  ],
  referenceSolution: [
    { language: 'Java', completeCode: 'class Solution { /* java */ }' },
    { language: 'C', completeCode: '/* c */' },
    { language: 'C++', completeCode: '// cpp' },
  ],
};

describe('editor languages', () => {
  it('when the menu is built, then it lists C++, Java, JavaScript and Python with C++ first and default', () => {
    expect(EDITOR_LANGUAGES.map((l) => l.name)).toEqual(['C++', 'Java', 'JavaScript', 'Python']);
    expect(DEFAULT_EDITOR_LANGUAGE).toBe('cpp');
  });

  it('when a language name comes from the API, then it maps to the editor id, and C (not in the editor) maps to nothing', () => {
    expect(editorLanguageOf('C++')).toBe('cpp');
    expect(editorLanguageOf('JavaScript')).toBe('javascript');
    expect(editorLanguageOf('C')).toBeUndefined();
    expect(isEditorLanguage('python')).toBe(true);
    expect(isEditorLanguage('c')).toBe(false);
  });

  it('when the language changes, then that language starter code is chosen, or nothing when the problem has none', () => {
    expect(starterCode(problem, 'python')).toBe('class Solution: pass');
    expect(starterCode(problem, 'cpp')).toBe('class Solution {};');
    expect(starterCode(problem, 'java')).toBe('');
  });

  it('when the judge runs PyPy 3, then it follows Python in the menu with Python’s starter code and colours, and is left out where the judge lacks it', () => {
    expect(editorLanguagesFor(problem).map((l) => l.id)).toEqual([
      'cpp',
      'java',
      'javascript',
      'python',
      'pypy3',
    ]);
    expect(isEditorLanguage('pypy3')).toBe(true);
    expect(starterCode(problem, 'pypy3')).toBe('class Solution: pass');
    expect(monacoLanguageOf('pypy3')).toBe('python');
    expect(monacoLanguageOf('cpp')).toBe('cpp');
    expect(editorLanguagesFor(problem, ['cpp', 'python']).map((l) => l.name)).toEqual(['C++', 'Python']);
  });

  it('when reference solutions are listed, then they follow the editor order and skip other languages', () => {
    expect(editorReferenceSolutions(problem)).toEqual([
      { language: 'cpp', name: 'C++', code: '// cpp' },
      { language: 'java', name: 'Java', code: 'class Solution { /* java */ }' },
    ]);
  });
});
