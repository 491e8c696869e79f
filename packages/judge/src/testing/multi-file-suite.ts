// Multi-file programs (issue #21): every file reaches the compiler or sits beside the entry, on every driver.
import { expect, it } from 'vitest';
import type { JudgeRequest, SandboxDriver } from '@codecourt/contracts';
import { useSuiteJudge } from './suite-judge.js';

const SLOW = 120_000;
const SUM_TEST = { input: '2 40\n', expected: '42\n' };

type Program = Pick<JudgeRequest, 'language' | 'source' | 'files' | 'entry'>;

/** Each reads two numbers and prints their sum through code in another file, plus a data file's word. */
export const MULTI_FILE_PROGRAMS: Record<'cpp' | 'java' | 'python' | 'javascript', Program> = {
  cpp: {
    language: 'cpp',
    entry: 'solution.cpp',
    source: `#include <iostream>
#include "lib/sum.h"
int main() { long long a, b; std::cin >> a >> b; std::cout << sum(a, b) << "\\n"; }
`,
    files: [
      { path: 'lib/sum.h', content: 'long long sum(long long a, long long b);\n' },
      {
        path: 'lib/sum.cpp',
        content: '#include "sum.h"\nlong long sum(long long a, long long b) { return a + b; }\n',
      },
    ],
  },
  java: {
    language: 'java',
    entry: 'Main.java',
    source: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println(Adder.add(in.nextLong(), in.nextLong()));
    }
}
`,
    files: [
      {
        path: 'Adder.java',
        content: 'public class Adder {\n    static long add(long a, long b) { return a + b; }\n}\n',
      },
    ],
  },
  python: {
    language: 'python',
    source: 'from adder import add\n\na, b = map(int, input().split())\nprint(add(a, b))\n',
    files: [{ path: 'adder.py', content: 'def add(a, b):\n    return a + b\n' }],
  },
  javascript: {
    language: 'javascript',
    entry: 'solve.js',
    source: `const { add } = require('./lib/adder');
const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(String(add(a, b)));
`,
    files: [{ path: 'lib/adder.js', content: 'exports.add = (a, b) => a + b;\n' }],
  },
};

export function multiFileSuite(driver: SandboxDriver): () => void {
  return () => {
    const judge = useSuiteJudge(driver, 'multi-file');

    for (const [language, program] of Object.entries(MULTI_FILE_PROGRAMS)) {
      it(
        `when a ${language} program is split over files, then every file is used and it is Accepted`,
        async () => {
          const first = await judge().judge({ ...program, tests: [SUM_TEST] });
          expect(first.verdict, first.message).toBe('Accepted');
          // The second judging takes the artefact from the cache: the other files must still be there.
          const again = await judge().judge({ ...program, tests: [SUM_TEST] });
          expect(again.verdict, again.message).toBe('Accepted');
        },
        SLOW,
      );

      it(
        `when a ${language} program's other file is missing, then it is not Accepted`,
        async () => {
          const result = await judge().judge({ ...program, files: [], tests: [SUM_TEST] });
          expect(['Compilation Error', 'Runtime Error']).toContain(result.verdict);
        },
        SLOW,
      );
    }

    it(
      'when a program reads a data file given beside it, then it finds it in its working directory',
      async () => {
        const result = await judge().judge({
          language: 'python',
          source: 'print(open("data/words.txt").read().split()[1])\n',
          files: [{ path: 'data/words.txt', content: 'hello 42 world\n' }],
          tests: [{ input: '', expected: '42\n' }],
        });
        expect(result.verdict, result.message).toBe('Accepted');
      },
      SLOW,
    );

    it(
      'when two C++ files both define the same function, then the link fails as a Compilation Error',
      async () => {
        const cpp = MULTI_FILE_PROGRAMS.cpp;
        const files = [
          ...(cpp.files ?? []),
          { path: 'dup.cpp', content: 'long long sum(long long a, long long b) { return 0; }\n' },
        ];
        const result = await judge().judge({ ...cpp, files, tests: [SUM_TEST] });
        expect(result.verdict).toBe('Compilation Error');
      },
      SLOW,
    );

    it(
      'when a Java public class name is 300 letters long, then Compilation Error with a clear message',
      async () => {
        const name = `A${'b'.repeat(299)}`;
        const source = `public class ${name} { public static void main(String[] a) { System.out.println(42); } }\n`;
        const result = await judge().judge({ language: 'java', source, tests: [SUM_TEST] });
        expect(result.verdict).toBe('Compilation Error');
        expect(result.message).toBe('The class name is too long for a file name');
      },
      SLOW,
    );
  };
}
