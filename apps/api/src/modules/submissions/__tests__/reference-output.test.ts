import { describe, expect, it } from 'vitest';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';
import type { ProblemRow } from '../../../db/schema/index.js';
import { PLAIN_FORMAT } from '../../../db/schema/index.js';
import { createReferenceOutputs } from '../reference-output.js';
import type { ReferenceTarget } from '../reference-output.js';

/** A judge that echoes each input upper-cased and counts its runs. */
function echoJudge() {
  const requests: JudgeRequest[] = [];
  return {
    requests,
    run: (request: JudgeRequest): Promise<JudgeResult> => {
      requests.push(request);
      const input = request.tests[0]?.input ?? '';
      const verdict = input.startsWith('crash')
        ? 'Runtime Error'
        : input.startsWith('slow')
          ? 'Time Limit Exceeded'
          : 'Accepted';
      return Promise.resolve({
        verdict,
        compile: { required: false, cached: false, ok: true, output: '', cpuMs: 0, wallMs: 0 },
        tests: [
          {
            index: 0,
            verdict,
            cpuMs: 1,
            wallMs: 1,
            memoryKb: 1,
            exitCode: verdict === 'Accepted' ? 0 : 1,
            signal: null,
            stdout: input.toUpperCase(),
            stdoutTruncated: false,
            stderr: '',
            stderrTruncated: false,
          },
        ],
        testsPassed: verdict === 'Accepted' ? 1 : 0,
        totalTests: 1,
        runtimeMs: 1,
        memoryKb: 1,
        driver: 'process',
      });
    },
  };
}

const problem = {
  id: 'p1',
  timeLimitMs: 1000,
  memoryLimitKb: 65536,
  validation: 'default',
  validatorFlags: '',
  format: PLAIN_FORMAT,
} as ProblemRow;
const target = (referenceSolutions: ReferenceTarget['referenceSolutions']): ReferenceTarget => ({
  problem,
  templates: [{ language: 'Python', code: '', harness: { prepend: 'import sys\n', append: 'main()\n' } }],
  referenceSolutions,
});
const BOTH = [
  { language: 'C++', code: 'cpp reference' },
  { language: 'Python', code: 'def main(): pass' },
] as const;

describe('reference outputs for custom input', () => {
  it('when the user writes in a language the reference has, then that reference runs, joined with its harness', async () => {
    const judge = echoJudge();

    const expected = await createReferenceOutputs(judge).expectedFor(target([...BOTH]), 'python', 'abc\n');

    expect(expected).toBe('ABC\n');
    expect(judge.requests[0]).toMatchObject({
      language: 'python',
      source: 'import sys\ndef main(): pass\nmain()\n',
    });
  });

  it('when the reference lacks the user language, then another language answers; with no reference, nothing does', async () => {
    const judge = echoJudge();
    const references = createReferenceOutputs(judge);

    expect(await references.expectedFor(target([BOTH[0]]), 'java', 'x')).toBe('X');
    expect(judge.requests[0]?.language).toBe('cpp');
    expect(await references.expectedFor(target([]), 'java', 'x')).toBeUndefined();
  });

  it('when the same input comes again, then the cached output answers; past the bound the oldest is run again', async () => {
    const judge = echoJudge();
    const references = createReferenceOutputs(judge, 2);

    await references.expectedFor(target([...BOTH]), 'python', 'a');
    await references.expectedFor(target([...BOTH]), 'python', 'a');
    expect(judge.requests).toHaveLength(1);
    await references.expectedFor(target([...BOTH]), 'python', 'b');
    await references.expectedFor(target([...BOTH]), 'python', 'c');
    await references.expectedFor(target([...BOTH]), 'python', 'a');
    expect(judge.requests).toHaveLength(4);
  });

  it('when the reference fails on the input, then there is no expected output, and only a time limit is asked again', async () => {
    const judge = echoJudge();
    const references = createReferenceOutputs(judge);
    for (const input of ['crash', 'crash', 'slow', 'slow'])
      expect(await references.expectedFor(target([...BOTH]), 'python', input)).toBeUndefined();
    // A crash is the input's doing and is kept; a time limit may be a starved machine's, so it runs again.
    expect(judge.requests.map((r) => r.tests[0]?.input)).toEqual(['crash', 'slow', 'slow']);
  });
});
