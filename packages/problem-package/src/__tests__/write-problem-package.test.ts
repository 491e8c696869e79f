import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readProblemPackage } from '../read-problem-package.js';
import { writeProblemPackage } from '../write-problem-package.js';
import { ourPackage, tempPackages } from '../testing/temp-packages.js';
import type { TempPackages } from '../testing/temp-packages.js';

let temp: TempPackages;
beforeEach(async () => {
  temp = await tempPackages();
});
afterEach(async () => {
  await temp.remove();
});

describe('writeProblemPackage', () => {
  it('when a package read from disk is written back, then reading the copy gives the same package', async () => {
    const files = ourPackage();
    files['problem.yaml'] = (files['problem.yaml'] ?? '')
      .replace('validation: default', 'validation: custom')
      .replace(/validator_flags: .*/, 'validator_flags: "strict 1e-6"');
    files['output_validators/validator/validator.cpp'] = 'int main() { return 42; }\n';
    const original = await readProblemPackage(await temp.write('add-two', files));
    expect(original.checker).toMatchObject({ kind: 'custom', args: ['strict', '1e-6'] });

    await writeProblemPackage(original, join(temp.root, 'copy', 'add-two'));
    const copy = await readProblemPackage(join(temp.root, 'copy', 'add-two'));

    expect({ ...copy, warnings: [] }).toEqual({ ...original, warnings: [] });
  });

  it('when a package has input validators, then the copy has the same programs, headers and checktestdata files', async () => {
    const fixture = fileURLToPath(new URL('../../fixtures/validator-headers', import.meta.url));
    const original = await readProblemPackage(fixture);

    await writeProblemPackage(original, join(temp.root, 'copy', 'validator-headers'));
    const copy = await readProblemPackage(join(temp.root, 'copy', 'validator-headers'));

    expect(original.inputValidators.map((v) => v.path)).toEqual(['input_validators/range/validator.cpp']);
    expect(original.checktestdata.map((c) => c.path)).toEqual(['format.ctd']);
    expect(copy.inputValidators).toEqual(original.inputValidators);
    expect(copy.checktestdata).toEqual(original.checktestdata);
    for (const file of ['range/validator.h', 'range/validator.cpp', 'format.ctd'])
      expect(
        await readFile(join(temp.root, 'copy', 'validator-headers', 'input_validators', file), 'utf8'),
      ).toBe(await readFile(join(fixture, 'input_validators', file), 'utf8'));
  });

  it('when the exporter leaves out test and file names, then they are numbered and named solution.<ext>', async () => {
    const dir = join(temp.root, 'out', 'from-db');

    await writeProblemPackage(
      {
        slug: 'from-db',
        title: 'From the Database',
        statement: 'Statement.\n',
        tags: ['dp'],
        limits: { timeMs: 2000, memoryKb: 262144 },
        checker: { kind: 'default', flags: { floatTolerance: 1e-5 } },
        samples: [{ input: '1\n', answer: '1\n', explanation: 'Itself.' }],
        secrets: [
          { input: '2\n', answer: '2\n' },
          { input: '3\n', answer: '3\n' },
        ],
        templates: [{ language: 'java', source: 'class Main {}' }],
        submissions: [
          { language: 'cpp', source: 'a', directory: 'accepted', expected: 'Accepted' },
          { language: 'cpp', source: 'b', directory: 'accepted', expected: 'Accepted' },
        ],
      },
      dir,
    );
    const back = await readProblemPackage(dir);

    expect(await readdir(join(dir, 'data', 'secret'))).toEqual(['01.ans', '01.in', '02.ans', '02.in']);
    expect(await readFile(join(dir, 'data', 'sample', '01.md'), 'utf8')).toBe('Itself.\n');
    expect(back.submissions.map((s) => s.file)).toEqual(['solution-2.cpp', 'solution.cpp']);
    expect(back.templates.map((t) => t.file)).toEqual(['solution.java']);
    expect(back).toMatchObject({
      difficulty: 'medium',
      limits: { timeMs: 2000, memoryKb: 262144 },
      checker: { flags: { floatTolerance: 1e-5 } },
    });
    expect(await readFile(join(dir, 'problem.yaml'), 'utf8')).toContain('time_limit: 2\n  memory: 256\n');
  });

  it('when the target folder already holds files, then nothing is written over them', async () => {
    const pkg = await readProblemPackage(await temp.write('add-two', ourPackage()));
    const target = join(temp.root, 'busy');
    await writeProblemPackage(pkg, target);
    await writeFile(join(target, 'problem.yaml'), 'mine\n');

    await expect(writeProblemPackage(pkg, target)).rejects.toThrow(/is not empty/);
    expect(await readFile(join(target, 'problem.yaml'), 'utf8')).toBe('mine\n');
  });

  it('when a test or file name would leave the package folder, then the package is refused', async () => {
    const pkg = await readProblemPackage(await temp.write('add-two', ourPackage()));

    const escaping = writeProblemPackage(
      { ...pkg, secrets: [{ name: '../../evil', input: '', answer: '' }] },
      join(temp.root, 'out'),
    );
    const slashed = writeProblemPackage(
      { ...pkg, templates: [{ file: '../x.py', language: 'python', source: '' }] },
      join(temp.root, 'out2'),
    );

    await expect(escaping).rejects.toThrow(/relative name/);
    await expect(slashed).rejects.toThrow(/plain file name/);
  });
});
