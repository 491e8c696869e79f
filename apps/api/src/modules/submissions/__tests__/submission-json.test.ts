import { describe, expect, it } from 'vitest';
import { MESSAGES, submitResponseSchema } from '@codecourt/contracts';
import type { SubmissionRow } from '../../../db/schema/index.js';
import { toSubmission, toSubmitResponse } from '../submission-json.js';

function row(overrides: Partial<SubmissionRow>): SubmissionRow {
  return {
    id: '5f0c6f64-6b8e-4c43-9a53-0c9a8d1f2e11',
    userId: '0b8f3c3e-2f7d-4a59-9d0e-7f1f5b1f9a10',
    problemId: '0e7f3a7c-2f7d-4bb5-8c3e-6d1c2a9b8f00',
    problemTitle: 'Add Two',
    problemDifficulty: 'easy',
    problemTags: 'array',
    language: 'python',
    code: 'print(3)',
    status: 'done',
    verdict: 'Wrong Answer',
    tests: [],
    testCasesPassed: 1,
    totalTestCases: 3,
    runtimeMs: 14,
    memoryKb: 9_000,
    compileOutput: null,
    error: 'Wrong Answer on test 2',
    score: null,
    scoreGroups: null,
    judgeFault: null,
    createdAt: new Date('2025-03-10T12:00:00Z'),
    judgedAt: new Date('2025-03-10T12:00:01Z'),
    idempotencyKey: null,
    ...overrides,
  };
}

describe('stored submissions as JSON', () => {
  it('when a row was stored before tests carried visible, then a test with data reads as visible and one without as hidden', () => {
    const submission = toSubmission(
      row({
        tests: [
          {
            index: 0,
            verdict: 'Wrong Answer',
            timeMs: 3,
            memoryKb: 800,
            input: '1 2',
            expected: '3',
            actual: '4',
          },
          { index: 1, verdict: 'Wrong Answer', timeMs: 3, memoryKb: 800 },
        ],
      }),
    );

    expect(submission.tests.map((test) => test.visible)).toEqual([true, false]);
  });

  it('when submit answers judged (200) or still pending (202), then both bodies have the one submit shape', () => {
    const judged = submitResponseSchema.parse(toSubmitResponse(toSubmission(row({}))));
    const pending = submitResponseSchema.parse(
      toSubmitResponse(
        toSubmission(
          row({
            status: 'judging',
            verdict: null,
            testCasesPassed: 0,
            runtimeMs: null,
            memoryKb: null,
            error: null,
            judgedAt: null,
          }),
        ),
      ),
    );

    expect(judged).toMatchObject({
      success: true,
      accepted: false,
      message: 'Wrong Answer',
      stats: { runtime: 14, memory: 9_000 },
    });
    expect(pending).toMatchObject({
      status: 'judging',
      verdict: null,
      success: true,
      accepted: false,
      message: MESSAGES.stillJudging,
      stats: { runtime: 0, memory: 0 },
    });
    expect(Object.keys(pending).sort()).toEqual(Object.keys(judged).sort());
  });

  it('when a row holds a score and groups, then they are answered; when it holds none, then neither key is sent', () => {
    const groups = [
      {
        name: '1-small',
        score: 30,
        maxScore: 30,
        verdict: 'Accepted' as const,
        testsPassed: 4,
        totalTests: 4,
      },
    ];

    expect(toSubmission(row({ score: 30, scoreGroups: groups }))).toMatchObject({ score: 30, groups });
    const plain = toSubmission(row({}));
    expect(plain).not.toHaveProperty('score');
    expect(plain).not.toHaveProperty('groups');
  });
});
