import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, runResponseSchema, submitResponseSchema } from '@codecourt/contracts';
import { createJudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { JudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let judged: JudgedSubmitApp;
let testApp: TestApp;
let problemId: string;
let ada: TestBrowser;

beforeAll(async () => {
  judged = await createJudgedSubmitApp();
  ({ testApp, problemId } = judged);
  ada = (await signedInBrowser(testApp.app)).browser;
});
afterAll(async () => {
  await judged.close();
});

/** Right answers followed by a NUL byte and a byte that is not UTF-8, each its own token. */
const RIGHT_THEN_ODD_BYTES =
  "import sys\na, b = map(int, input().split())\nsys.stdout.buffer.write(str(a + b).encode() + b'\\n\\x00 \\xff\\n')\n";
/** Only odd bytes: the answer is missing. */
const ONLY_ODD_BYTES = "import sys\nsys.stdout.buffer.write(b'\\x00\\xff\\xfe\\n')\n";

describe('odd bytes in sources and outputs', () => {
  it.each(['submit', 'run'])(
    'when a source holds a NUL byte, then %s answers 400 with a clear message',
    async (kind) => {
      const res = await ada.post(`/api/submission/${kind}/${problemId}`, {
        code: 'print(1)\0\n',
        language: 'python',
      });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.nulInCode });
    },
  );

  it('when a program prints only NUL and invalid UTF-8, then Wrong Answer with the bytes shown escaped, stored and listed', async () => {
    const res = await ada.post(`/api/submission/submit/${problemId}`, {
      code: ONLY_ODD_BYTES,
      language: 'python',
    });

    expect(res.status).toBe(200);
    const body = submitResponseSchema.parse(res.body);
    expect(body.verdict).toBe('Wrong Answer');
    expect(body.tests[0]?.actual).toBe('\u2400\uFFFD\uFFFD\n');
    expect(JSON.stringify(res.body)).not.toContain('\\u0000');
    const stored = await ada.get(`/api/submission/${body._id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ verdict: 'Wrong Answer' });
  });

  it('when a program prints the right answers among odd bytes, then Run judges the tokens on their merits', async () => {
    const res = await ada.post(`/api/submission/run/${problemId}`, {
      code: RIGHT_THEN_ODD_BYTES,
      language: 'python',
    });

    const body = runResponseSchema.parse(res.body);
    expect(body.verdict).toBe('Wrong Answer');
    expect(body.tests[0]?.actual).toBe('3\n\u2400 \uFFFD\n');
    expect(body.error).toContain('Wrong Answer on test 1');
  });
});
