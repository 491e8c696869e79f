import type { ProblemInput } from '@codecourt/contracts';
import { ADD_TWO, ADD_TWO_SAMPLES, ADD_TWO_SECRETS } from './tiny-package.js';

/** A JavaScript "add two" that is right on the samples and prints 0 from the first hidden test on. */
export const JS_WRONG_ON_HIDDEN =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b < 100 ? a + b : 0);\n";

/** A C++ "add two" that spins for two seconds of CPU first: right, but over any small time limit. */
export const CPP_SLOW =
  '#include <chrono>\n#include <iostream>\nint main() { long long a, b; std::cin >> a >> b;\n' +
  '  volatile unsigned long long spins = 0;\n' +
  '  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(2);\n' +
  '  while (std::chrono::steady_clock::now() < end) spins = spins + 1;\n' +
  '  std::cout << a + b << "\\n"; }\n';

/** The admin form for the "add two" problem with whole-program references that pass every test. */
export function addTwoInput(overrides: Partial<ProblemInput> = {}): ProblemInput {
  return {
    title: 'Add Two Numbers',
    description: 'Print the sum of `a` and `b`.',
    difficulty: 'easy',
    tags: 'array',
    constraints: ['-10^9 <= a, b <= 10^9'],
    visibleTestCases: ADD_TWO_SAMPLES,
    hiddenTestCases: ADD_TWO_SECRETS,
    startCode: [
      { language: 'C++', initialCode: '// Write your solution here\n' },
      { language: 'Java', initialCode: '// Write your solution here\n' },
      { language: 'JavaScript', initialCode: '// Write your solution here\n' },
    ],
    referenceSolution: [
      { language: 'C++', completeCode: ADD_TWO.cpp },
      { language: 'Java', completeCode: ADD_TWO.java },
      { language: 'JavaScript', completeCode: ADD_TWO.javascript },
    ],
    ...overrides,
  };
}

/** The references of addTwoInput with one language's code replaced. */
export function withReference(language: 'C++' | 'Java' | 'JavaScript', code: string) {
  return addTwoInput().referenceSolution.map((r) =>
    r.language === language ? { ...r, completeCode: code } : r,
  );
}
