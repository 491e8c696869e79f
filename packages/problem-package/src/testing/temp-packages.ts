// Test helpers: package trees written into a fresh temp folder (the reader/writer and verifier tests).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type TempPackages = {
  root: string;
  write(slug: string, files: Record<string, string>): Promise<string>;
  remove(): Promise<void>;
};

export async function tempPackages(): Promise<TempPackages> {
  const root = await mkdtemp(join(tmpdir(), 'codecourt-packages-'));
  return {
    root,
    write: async (slug, files) => {
      const dir = join(root, slug);
      for (const [path, content] of Object.entries(files)) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), content);
      }
      return dir;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** A complete package in our conventions; tests override or drop parts of it. */
export function ourPackage(): Record<string, string> {
  return {
    'problem.yaml': [
      'name: Add Two',
      'source: CodeCourt',
      'license: MIT',
      'difficulty: easy',
      'tags: [array, hashing]',
      'constraints:',
      '  - "1 <= a, b <= 10^9"',
      'validation: default',
      'validator_flags: "float_tolerance 1e-6 case_sensitive"',
      'limits:',
      '  time_limit: 1.5',
      '  memory: 128',
      '# measured: {cpp: 0.01}',
      '',
    ].join('\n'),
    'problem_statement/problem.en.md': 'Print the sum of `a` and `b`.\n',
    'data/sample/1.in': '1 2\n',
    'data/sample/1.ans': '3\n',
    'data/sample/1.md': 'One plus two.\n',
    'data/sample/2.in': '5 5\n',
    'data/sample/2.ans': '10\n',
    'data/secret/10.in': '10 10\n',
    'data/secret/10.ans': '20\n',
    'data/secret/2.in': '2 2\n',
    'data/secret/2.ans': '4\n',
    'data/secret/group/1.in': '0 1\n',
    'data/secret/group/1.ans': '1\n',
    'templates/solution.cpp': 'int main() {}\n',
    'templates/solution.py': '# Write your solution here\n',
    'templates/README.txt': 'not a template\n',
    'submissions/accepted/solution.cc': 'int main() {}\n',
    'submissions/accepted/Main.java': 'public class Main {}\n',
    'submissions/accepted/sol.js': 'console.log(1)\n',
    'submissions/wrong_answer/off_by_one.py': 'print(0)\n',
    'submissions/run_time_error/crash.c': 'int main() { return 1; }\n',
    'submissions/partially_accepted/x.py': 'print(1)\n',
  };
}
