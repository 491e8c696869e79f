// Custom input is checked against the problem's input format before a Run judges it: on a function-only
// library problem, through the real compilers and sandbox.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_FORMAT_MESSAGES, runResponseSchema } from '@codecourt/contracts';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { filesOf } from '../../../testing/tiny-package.js';
import type { Judging } from '../../judging/create-judging.js';

// Compiling the harness (bits/stdc++) takes seconds, many on a loaded machine.
const JUDGED_MS = 180_000;
const LIBRARY = fileURLToPath(new URL('../../../../../../problems', import.meta.url));

const TWO_SUM = {
  cpp: `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        for (int i = 0; i < (int)nums.size(); i++)
            for (int j = i + 1; j < (int)nums.size(); j++)
                if (nums[i] + nums[j] == target) return {i, j};
        return {};
    }
};
`,
  python: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
`,
} as const;

let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let twoSum: string;
let ada: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  twoSum = (
    await importTestPackage(database.db, { slug: 'two-sum', files: await filesOf(`${LIBRARY}/two-sum`) })
  ).id;
  judging = await createTestJudging(database.db);
  testApp = await createTestApp({
    database,
    judging,
    config: { submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  ada = (await signedInBrowser(testApp.app)).browser;
}, JUDGED_MS);
afterAll(async () => {
  await judging.close();
  await testApp.close();
  await database.dispose();
});

const run = (language: keyof typeof TWO_SUM, customInput: string) =>
  ada.post(`/api/submission/run/${twoSum}`, { code: TWO_SUM[language], language, customInput });

describe('custom input checked against the input format before a Run', () => {
  it.each([
    ['cpp', 'hello\n9\n', INPUT_FORMAT_MESSAGES.notJson(1, 'an array of integers')],
    ['python', '[2,7,11,15]\nnine\n', INPUT_FORMAT_MESSAGES.notJson(2, 'an integer')],
    ['cpp', '["2","7"]\n9\n', INPUT_FORMAT_MESSAGES.line(1, 'an array of integers')],
    ['python', '[2,7]\n9.5\n', INPUT_FORMAT_MESSAGES.line(2, 'an integer')],
    ['cpp', '[2,7,11,15]\n', INPUT_FORMAT_MESSAGES.lineCount(2, 1)],
  ] as const)(
    'when a %s Run carries input %j that leaves the format, then 400 names the line and what it should hold',
    async (language, input, message) => {
      const res = await run(language, input);

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message });
      expect(JSON.stringify(res.body)).not.toMatch(/Runtime Error|SIG/);
    },
  );

  it.each(['cpp', 'python'] as const)(
    'when a %s Run carries well-formed input, then it runs and is compared with the reference',
    async (language) => {
      const res = await run(language, '[1,5,3]\n8\n');

      expect(res.status).toBe(200);
      const body = runResponseSchema.parse(res.body);
      expect(body).toMatchObject({ success: true, verdict: 'Accepted', output: '[1,2]\n' });
    },
    JUDGED_MS,
  );
});
