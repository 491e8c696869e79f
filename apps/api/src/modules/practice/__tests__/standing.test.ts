import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { standingSchema } from '@codecourt/contracts';
import type { LanguageId, Verdict } from '@codecourt/contracts';
import { submissions } from '../../../db/schema/index.js';
import { problemSnapshot } from '../../submissions/problem-snapshot.js';
import { createSubmissionRepository } from '../../submissions/repository.js';
import { recordVerdictEffects } from '../../submissions/verdict-effects.js';
import { standingOf } from '../standing-histogram.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let t: TestApp;
let ada: TestBrowser;
let adaId: string;
let problemId: string;

type Judged = { userId: string; verdict: Verdict; runtime: number; memory: number; language?: LanguageId };

/** Stores a submission and its verdict through the real repository, as the judge's outcome does. */
async function judged({ userId, verdict, runtime, memory, language = 'python' }: Judged): Promise<string> {
  const [row] = await t.database.db
    .insert(submissions)
    .values({ userId, problemId, ...problemSnapshot(problemId), language, code: 'x', totalTestCases: 1 })
    .returning({ id: submissions.id });
  if (!row) throw new Error('no submission');
  const accepted = verdict === 'Accepted';
  await createSubmissionRepository(t.database.db).storeJudgement(
    row.id,
    {
      status: 'done',
      verdict,
      testCasesPassed: accepted ? 1 : 0,
      totalTestCases: 1,
      runtime,
      memory,
      error: accepted ? null : verdict,
      compileOutput: null,
      tests: [],
    },
    recordVerdictEffects,
  );
  return row.id;
}

const standing = async (id: string, browser = ada) => {
  const res = await browser.get(`/api/standing/${id}`);
  return { status: res.status, body: res.status === 200 ? standingSchema.parse(res.body) : undefined };
};

beforeAll(async () => {
  t = await createTestApp();
  const history = judgedHistory(t.database.db);
  problemId = await history.problem();
  const signedIn = await signedInBrowser(t.app);
  ada = signedIn.browser;
  adaId = signedIn.user._id;
});
afterAll(async () => {
  await t.close();
});

describe('standingOf (hand-computed distributions)', () => {
  it('when 4 accepted runs took 10, 20, 20 and 30 ms, then 20 ms is faster than 25 % and its bar is marked', () => {
    const result = standingOf(
      [
        { value: 10, count: 1 },
        { value: 20, count: 2 },
        { value: 30, count: 1 },
      ],
      20,
    );
    expect(result.total).toBe(4);
    expect(result.betterThanPercent).toBe(25);
    // 10..30 is 21 values: 11 bars of width 2.
    expect(result.bars).toHaveLength(11);
    expect(result.bars.filter((bar) => bar.mine)).toEqual([{ from: 20, to: 21, count: 2, mine: true }]);
    expect(result.bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(4);
  });

  it('when 3 runs took 5, 6 and 7 ms, then 5 ms beats 66 % (rounded down) with one bar per value', () => {
    const result = standingOf(
      [
        { value: 5, count: 1 },
        { value: 6, count: 1 },
        { value: 7, count: 1 },
      ],
      5,
    );
    expect(result.betterThanPercent).toBe(66);
    expect(result.bars).toEqual([
      { from: 5, to: 5, count: 1, mine: true },
      { from: 6, to: 6, count: 1, mine: false },
      { from: 7, to: 7, count: 1, mine: false },
    ]);
  });

  it('when the solution is the only one, then it beats 0 % in one bar', () => {
    expect(standingOf([{ value: 42, count: 1 }], 42)).toEqual({
      value: 42,
      total: 1,
      betterThanPercent: 0,
      bars: [{ from: 42, to: 42, count: 1, mine: true }],
    });
  });
});

describe('GET /api/standing/{id}', () => {
  it('when accepted Python runs took 10, 20, 20 and 30 ms, then each sees its share from the counted buckets', async () => {
    const history = judgedHistory(t.database.db);
    const others = [await history.user('Bob'), await history.user('Cy'), await history.user('Di')];
    const fast = await judged({ userId: adaId, verdict: 'Accepted', runtime: 10, memory: 4000 });
    const middle = [
      await judged({ userId: others[0] ?? '', verdict: 'Accepted', runtime: 20, memory: 1000 }),
      await judged({ userId: others[1] ?? '', verdict: 'Accepted', runtime: 20, memory: 2000 }),
    ];
    await judged({ userId: others[2] ?? '', verdict: 'Accepted', runtime: 30, memory: 3000 });
    // Neither counts: not accepted, another language.
    const wrong = await judged({ userId: adaId, verdict: 'Wrong Answer', runtime: 1, memory: 1 });
    await judged({ userId: others[0] ?? '', verdict: 'Accepted', runtime: 1, memory: 1, language: 'java' });

    const mine = await standing(fast);
    expect(mine.status).toBe(200);
    expect(mine.body?.runtime).toMatchObject({ value: 10, total: 4, betterThanPercent: 75 });
    expect(mine.body?.memory).toMatchObject({ value: 4000, total: 4, betterThanPercent: 0 });
    expect((await standing(wrong)).body).toMatchObject({ runtime: null, memory: null });

    // Reading never scans submissions: with the others' rows gone, the counted buckets still answer.
    await t.database.db.delete(submissions).where(inArray(submissions.id, middle));
    expect((await standing(fast)).body?.runtime).toMatchObject({ total: 4, betterThanPercent: 75 });
  });

  it("when another user's submission is asked for, then it is 404 as if missing", async () => {
    const bob = await judgedHistory(t.database.db).user('Bob');
    const his = await judged({ userId: bob, verdict: 'Accepted', runtime: 3, memory: 3 });
    expect((await standing(his)).status).toBe(404);
    expect((await standing('not-a-uuid')).status).toBe(400);
  });
});
