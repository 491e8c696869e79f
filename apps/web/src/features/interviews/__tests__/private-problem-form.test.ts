import { describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES, INTERVIEW_PRIVATE_PROBLEM, MESSAGES } from '@codecourt/contracts';
import {
  canAddTest,
  checkPrivateProblem,
  EMPTY_PRIVATE_PROBLEM,
} from '@/features/interviews/lib/private-problem-form';

describe('the private problem form', () => {
  it('when nothing is written, then the title and the statement each say what is missing', () => {
    const checked = checkPrivateProblem(EMPTY_PRIVATE_PROBLEM);

    expect(checked).toEqual({
      ok: false,
      errors: {
        title: INTERVIEW_MESSAGES.titleRequired,
        statement: INTERVIEW_MESSAGES.statementRequired,
        test: {},
      },
    });
  });

  it('when written without tests, then the problem is sent without any', () => {
    expect(checkPrivateProblem({ title: '  Pairs  ', statement: 'Count **pairs**.', tests: [] })).toEqual({
      ok: true,
      problem: { title: 'Pairs', statement: 'Count **pairs**.' },
    });
  });

  it('when one test is over the size limit or holds a NUL, then that row says so', () => {
    const big = 'x'.repeat(INTERVIEW_PRIVATE_PROBLEM.testMaxBytes + 1);
    const checked = checkPrivateProblem({
      title: 'Pairs',
      statement: 'Count.',
      tests: [
        { input: '1', output: '1' },
        { input: big, output: '2' },
        { input: '3', output: 'a\0b' },
      ],
    });

    expect(checked).toEqual({
      ok: false,
      errors: { test: { 1: INTERVIEW_MESSAGES.testTooLarge, 2: MESSAGES.nulCharacter } },
    });
  });

  it('when the statement is over its limit in bytes, then the statement says so', () => {
    const statement = 'é'.repeat(INTERVIEW_PRIVATE_PROBLEM.statementMaxBytes / 2 + 1);

    const checked = checkPrivateProblem({ title: 'Pairs', statement, tests: [] });

    expect(!checked.ok && checked.errors.statement).toBe(INTERVIEW_MESSAGES.statementTooLarge);
  });

  it('when the tests reach the limit, then no row can be added and more are refused', () => {
    const tests = Array.from({ length: INTERVIEW_PRIVATE_PROBLEM.testsMax }, () => ({
      input: '1',
      output: '1',
    }));

    expect(canAddTest({ title: 'P', statement: 'S', tests })).toBe(false);
    expect(canAddTest({ title: 'P', statement: 'S', tests: tests.slice(1) })).toBe(true);
    expect(
      checkPrivateProblem({ title: 'P', statement: 'S', tests: [...tests, { input: '', output: '' }] }),
    ).toEqual({ ok: false, errors: { tests: INTERVIEW_MESSAGES.tooManyTests, test: {} } });
  });
});
