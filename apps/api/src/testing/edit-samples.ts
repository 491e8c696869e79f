import type { Express } from 'express';
import { problemSchema } from '@codecourt/contracts';
import type { ProblemInput, VisibleTestCase } from '@codecourt/contracts';
import { openBrowser } from './test-browser.js';
import { ADD_TWO, ADD_TWO_SECRETS } from './tiny-package.js';

/** Signs in as the bootstrapped admin (ADMIN_EMAIL / ADMIN_PASSWORD) of `app`. */
export async function adminBrowser(app: Express, admin: { emailId: string; password: string }) {
  const browser = await openBrowser(app);
  const res = await browser.post('/api/user/login', admin);
  if (res.status !== 200) throw new Error(`admin login failed: ${String(res.status)}`);
  return browser;
}

/** The "add two" problem as the admin form sends it, with `samples` as its visible tests. */
function addTwoInput(samples: VisibleTestCase[]): ProblemInput {
  const languages = ['C++', 'Java', 'JavaScript'] as const;
  return {
    title: 'Add Two',
    description: 'Print the sum of a and b.',
    difficulty: 'easy',
    tags: 'array',
    constraints: ['-10^9 <= a, b <= 10^9'],
    visibleTestCases: samples,
    hiddenTestCases: ADD_TWO_SECRETS,
    startCode: languages.map((language) => ({ language, initialCode: '// your code' })),
    referenceSolution: languages.map((language) => ({
      language,
      completeCode: language === 'JavaScript' ? ADD_TWO.javascript : '// reference',
    })),
  };
}

/** An admin replaces the problem's samples through PUT /api/problem/update/{id}; answers the stored problem. */
export async function replaceSamples(
  app: Express,
  admin: { emailId: string; password: string },
  problemId: string,
  samples: VisibleTestCase[],
) {
  const browser = await adminBrowser(app, admin);
  const res = await browser.send('put', `/api/problem/update/${problemId}`, { body: addTwoInput(samples) });
  if (res.status !== 200) throw new Error(`update failed: ${String(res.status)} ${JSON.stringify(res.body)}`);
  return problemSchema.parse(res.body);
}
