import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PackageFiles = Record<string, string>;

/** Programs for the tiny problem "add two": one line `a b`, answer a+b. */
export const ADD_TWO = {
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  cpp: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
  /** Right on the samples, wrong from the first hidden test on (answers of 100 and more). */
  wrongOnHidden: 'a, b = map(int, input().split())\nprint(a + b if a + b < 100 else 0)\n',
  wrongOnSample: 'a, b = map(int, input().split())\nprint(a - b)\n',
  notCpp: 'int main( { return 0; }\n',
};

export const ADD_TWO_SAMPLES = [
  { input: '1 2\n', output: '3\n', explanation: 'One plus two is three.' },
  { input: '-5 5\n', output: '0\n', explanation: 'Opposite numbers add up to zero.' },
];
export const ADD_TWO_SECRETS = [
  { input: '100 200\n', output: '300\n' },
  { input: '7 8\n', output: '15\n' },
  { input: '1000000000 1000000000\n', output: '2000000000\n' },
];

/** The files of the "add two" package; `yaml` replaces problem.yaml's body. */
export function addTwoPackage(yaml?: string): PackageFiles {
  const files: PackageFiles = {
    'problem.yaml':
      yaml ??
      [
        'name: Add Two',
        'source: CodeCourt tests',
        'license: MIT',
        'difficulty: easy',
        'tags: [array, dp]',
        'constraints:',
        '  - "-10^9 <= a, b <= 10^9"',
        'validation: default',
        'validator_flags: ""',
        'limits:',
        '  time_limit: 1',
        '  memory: 256',
        '',
      ].join('\n'),
    'problem_statement/problem.en.md':
      '# Add Two\n\nPrint the sum of `a` and `b`.\n\n## Input\n\nOne line: `a b`.\n\n## Output\n\nTheir sum.\n',
    'templates/solution.py': '# Write your solution here\n',
    'templates/solution.cpp': '// Write your solution here\n',
    'templates/solution.js': '// Write your solution here\n',
    'templates/solution.java': '// Write your solution here\n',
    'submissions/accepted/solution.py': ADD_TWO.python,
    'submissions/accepted/solution.cpp': ADD_TWO.cpp,
    'submissions/accepted/solution.js': ADD_TWO.javascript,
    'submissions/accepted/solution.java': ADD_TWO.java,
    'submissions/wrong_answer/minus.py': ADD_TWO.wrongOnSample,
  };
  ADD_TWO_SAMPLES.forEach((t, i) => {
    const name = `data/sample/0${String(i + 1)}`;
    Object.assign(files, {
      [`${name}.in`]: t.input,
      [`${name}.ans`]: t.output,
      [`${name}.md`]: `${t.explanation}\n`,
    });
  });
  ADD_TWO_SECRETS.forEach((t, i) => {
    const name = `data/secret/0${String(i + 1)}`;
    Object.assign(files, { [`${name}.in`]: t.input, [`${name}.ans`]: t.output });
  });
  return files;
}

export async function writePackage(root: string, slug: string, files: PackageFiles): Promise<string> {
  const dir = path.join(root, slug);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return dir;
}

/** The folders tempDir made for the test file running now: removed after it (temp-cleanup-setup.ts). */
const madeDirs = new Set<string>();

/** A fresh folder in the temp directory, removed once the test file that made it has finished. */
export async function tempDir(prefix = 'codecourt-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  madeDirs.add(dir);
  return dir;
}

/** Removes every folder tempDir has made since the last call. */
export async function removeTempDirs(): Promise<void> {
  const dirs = [...madeDirs];
  madeDirs.clear();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Every file below `dir` by its relative path (a package as importTestPackage takes it). */
export async function filesOf(dir: string): Promise<PackageFiles> {
  const files: PackageFiles = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = await readFile(full, 'utf8');
  }
  return files;
}
