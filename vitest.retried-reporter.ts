import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Where a run retries failed tests (the end-to-end files in CI), a test that passed only on a retry is
 * written to `file` with its failed try's first error line: .ci/summary.mjs prints them, so a flake stays
 * visible even when it did not fail the run.
 */
export default class RetriedReporter implements Reporter {
  private readonly file: string;

  constructor(options: { file: string }) {
    this.file = options.file;
  }

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return;
    const why = testCase.result().errors?.[0]?.message.split('\n')[0] ?? '';
    const where = path.relative(process.cwd(), testCase.module.moduleId);
    mkdirSync(path.dirname(this.file), { recursive: true });
    appendFileSync(this.file, `${where} > ${testCase.fullName}: ${why.slice(0, 200)}\n`);
  }
}
