import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JUDGE0_LANGUAGES,
  JUDGE0_MESSAGES,
  LANGUAGE_IDS,
  languageDetails,
  MESSAGES,
  offeredLanguagesResponseSchema,
} from '@codecourt/contracts';
import { probeToolchains } from '@codecourt/judge';
import { judge0Client } from '../../../testing/judge0-client.js';
import { GO_PROGRAM, pathWithoutGo } from '../../../testing/path-without-go.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import type { Judging } from '../create-judging.js';

let t: TestApp;
let judging: Judging;
let problemId: string;
beforeAll(async () => {
  const database = await createTestDatabase();
  const noGo = await pathWithoutGo();
  judging = await createTestJudging(database.db, 30_000, {
    // The host's toolchains as bwrap and the process driver see them, whichever driver judges here.
    probeLanguages: () => probeToolchains({ driver: 'bwrap', imagePrefix: 'codecourt/judge-', path: noGo }),
  });
  t = await createTestApp({ database, judging });
  problemId = (await importTestPackage(database.db)).id;
});
afterAll(async () => {
  await t.close();
  await judging.close();
});

describe('languages the judge can run', () => {
  it('when the host has no Go toolchain, then the start probe offers every other language but not Go', async () => {
    const offered = await judging.gateway.languages?.();

    expect(offered).toEqual(LANGUAGE_IDS.filter((language) => language !== 'go'));
  });

  it('when the editor asks what it may list, then GET /api/judge/languages answers the probe without Go', async () => {
    const { browser } = await signedInBrowser(t.app);

    const answer = await browser.get('/api/judge/languages');

    // The probe's own answer: which other toolchains this host has is the first test's concern.
    const offered = (await judging.gateway.languages?.()) ?? [];
    expect(offered).not.toContain('go');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ languages: offered, details: languageDetails(offered) });
    const { details } = offeredLanguagesResponseSchema.parse(answer.body);
    expect(details.map((language) => language.id)).toEqual(offered);
    expect(details.find((language) => language.id === 'java')?.version).toBe('OpenJDK 17');
  });

  it('when a user runs or submits Go there, then 400 with the clear message at once, not Internal Error', async () => {
    const { browser } = await signedInBrowser(t.app);

    const submit = await browser.post(`/api/submission/submit/${problemId}`, {
      language: 'go',
      code: GO_PROGRAM,
    });
    const run = await browser.post(`/api/submission/run/${problemId}`, { language: 'go', code: GO_PROGRAM });
    const history = await browser.get(`/api/submission/problem/${problemId}`);

    expect(submit.status).toBe(400);
    expect(submit.body).toEqual({ error: MESSAGES.languageUnavailable });
    expect(run.status).toBe(400);
    expect(run.body).toEqual({ error: MESSAGES.languageUnavailable });
    expect(history.body).toEqual([]);
  });

  it('when a user runs C++ there, then it is judged as before', async () => {
    const { browser } = await signedInBrowser(t.app);

    const run = await browser.post(`/api/submission/run/${problemId}`, {
      language: 'cpp',
      code: ADD_TWO.cpp,
    });

    expect(run.status).toBe(200);
  });

  it('when a Judge0 client asks there, then Go is not among the languages and a Go submission is refused as unknown', async () => {
    const client = await judge0Client(t.app);
    const go = JUDGE0_LANGUAGES.find((l) => l.language === 'go');

    const languages = await client.get('/judge0/languages');
    const submitted = await client.post('/judge0/submissions', {
      language_id: go?.id,
      source_code: GO_PROGRAM,
    });

    expect(languages.body).toEqual(
      JUDGE0_LANGUAGES.filter((l) => l.language !== 'go').map(({ id, name }) => ({ id, name })),
    );
    expect(submitted.status).toBe(422);
    expect(submitted.body).toEqual({ language_id: [JUDGE0_MESSAGES.unknownLanguage(go?.id)] });
  });
});
