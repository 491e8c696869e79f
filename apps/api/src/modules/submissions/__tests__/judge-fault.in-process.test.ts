// A crashed output validator is a judge fault: its owner sees only "Internal Error on test N", while an
// admin reading their own submission's detail also gets the fault's detail (the validator's name, how it
// ended, its stderr), bounded. Judged through the real compilers and sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_FAULT_DETAIL_CHARS, submissionSchema, submitResponseSchema } from '@codecourt/contracts';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO, addTwoPackage } from '../../../testing/tiny-package.js';

const ADMIN = newSignup({ emailId: 'fault-admin@example.com' });
const CRASH_MARK = 'validator gave up on purpose';

/** Add two, checked by a Python validator that crashes (exit 3, a long stderr) when the output says "crash". */
function crashingValidatorPackage() {
  const yaml = ['name: Add Two', 'source: CodeCourt tests', 'license: MIT', 'validation: custom', ''];
  return {
    ...addTwoPackage(yaml.join('\n')),
    'output_validators/crashy/validate.py': [
      'import sys',
      'out = sys.stdin.read()',
      "if 'crash' in out:",
      `    sys.stderr.write('${CRASH_MARK}\\n' + 'x' * 5000)`,
      '    sys.exit(3)',
      'ans = open(sys.argv[2]).read()',
      'sys.exit(42 if out.split() == ans.split() else 43)',
      '',
    ].join('\n'),
  };
}

/** Right on the samples, then "crash" from the first hidden test on (test 3). */
const CRASHES_ON_HIDDEN = ADD_TWO.wrongOnHidden.replace('else 0', "else 'crash'");

let app: TestApp;
let close: () => Promise<void>;
let problemId: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  problemId = (await importTestPackage(database.db, { files: crashingValidatorPackage() })).id;
  const judging = await createTestJudging(database.db);
  app = await createTestApp({
    database,
    judging,
    env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password },
  });
  close = async () => {
    await judging.close();
    await app.close();
    await database.dispose();
  };
});
afterAll(() => close());

async function submitCrashing(browser: TestBrowser) {
  const res = await browser.post(`/api/submission/submit/${problemId}`, {
    code: CRASHES_ON_HIDDEN,
    language: 'python',
  });
  expect(res.status).toBe(200);
  return submitResponseSchema.parse(res.body);
}

describe('judge faults', () => {
  it('when a validator crashes on a user submission, then the user reads only Internal Error on its test, never the fault', async () => {
    const { browser } = await signedInBrowser(app.app);

    const submitted = await submitCrashing(browser);
    const res = await browser.get(`/api/submission/${submitted._id}`);

    expect(submitted).toMatchObject({ verdict: 'Internal Error', error: 'Internal Error on test 3' });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('judgeFault');
    expect(JSON.stringify(res.body)).not.toContain(CRASH_MARK);
    expect(JSON.stringify(submitted)).not.toContain(CRASH_MARK);
  });

  it('when a validator crashes on an admin submission, then its detail carries the fault, bounded', async () => {
    const admin = await adminBrowser(app.app, ADMIN);

    const submitted = await submitCrashing(admin);
    const detail = submissionSchema.parse((await admin.get(`/api/submission/${submitted._id}`)).body);

    expect(detail.error).toBe('Internal Error on test 3');
    expect(detail.judgeFault?.testNumber).toBe(3);
    expect(detail.judgeFault?.detail).toContain(CRASH_MARK);
    expect(detail.judgeFault?.detail.length).toBeLessThanOrEqual(JUDGE_FAULT_DETAIL_CHARS);
  });

  it('when an admin submission is accepted, then no fault is answered', async () => {
    const admin = await adminBrowser(app.app, ADMIN);

    const res = await admin.post(`/api/submission/submit/${problemId}`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    const detail = await admin.get(`/api/submission/${submitResponseSchema.parse(res.body)._id}`);

    expect(detail.body).toMatchObject({ verdict: 'Accepted' });
    expect(detail.body).not.toHaveProperty('judgeFault');
  });
});
