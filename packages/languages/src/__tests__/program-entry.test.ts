import { describe, expect, it } from 'vitest';
import { programEntry } from '../program-entry.js';
import { LANGUAGES } from '../registry.js';

const file = (path: string, content = '') => ({ path, content });

describe('programEntry', () => {
  it('when a program has one source among data files, then that source is the entry', () => {
    expect(programEntry('cpp', [file('a.h'), file('sol.cc'), file('data.txt')])).toBe('sol.cc');
  });

  it('when several Python files include main.py, then main.py is the entry', () => {
    expect(programEntry('python', [file('util.py'), file('main.py')])).toBe('main.py');
  });

  it('when several JavaScript files include index.js and no main.js, then index.js is the entry', () => {
    expect(programEntry('javascript', [file('lib.js'), file('index.js')])).toBe('index.js');
  });

  it('when two Java files and one declares main, then that file is the entry', () => {
    const files = [
      file('Adder.java', 'class Adder { static long add(long a, long b) { return a + b; } }'),
      file('Guess.java', 'public class Guess { public static void main(String[] args) {} }'),
    ];
    expect(programEntry('java', files)).toBe('Guess.java');
  });

  it('when two C files and one defines main, then that file is the entry', () => {
    expect(
      programEntry('c', [file('x.c', 'int f(void) { return 1; }'), file('m.c', 'int main(void) {}')]),
    ).toBe('m.c');
  });

  it('when two Python modules both guard __main__ and neither is main.py, then there is no entry', () => {
    const guard = "if __name__ == '__main__':\n    pass\n";
    expect(programEntry('python', [file('a.py', guard), file('b.py', guard)])).toBeUndefined();
  });

  it.each(LANGUAGES.map((language) => [language.id, language] as const))(
    'when a %s program is its self-test saved under its file name beside data, then that file is the entry',
    (id, language) => {
      const source = language.selfTest.source;
      const files = [file('data.txt', '1 2'), file(language.sourceFile(source), source)];
      expect(programEntry(id, files)).toBe(language.sourceFile(source));
    },
  );
});
