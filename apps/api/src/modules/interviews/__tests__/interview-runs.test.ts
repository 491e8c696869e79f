// Issue #41 items 1 and 3 through the real app and the in-process judge: a private problem shown to the
// candidate only once the clock runs, runs of the room's shared code that reach both stock y-websocket
// clients through the document, and the interviewer's submit on a library problem's hidden tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERVIEW_MESSAGES,
  MESSAGES,
  interviewRunEntrySchema,
  interviewSchema,
  interviewSubmitResultSchema,
} from '@codecourt/contracts';
import {
  SUM_PROGRAM,
  addSumProblem,
  openTestbed,
  roomWith,
  runsOf,
  typeCode,
  untilRuns,
} from './room-fixtures.js';
import type { Person, Testbed } from './room-fixtures.js';

/** Runs one user may make per window here: small, so the limit itself is reached in a test. */
const RUNS_PER_WINDOW = 4;

let bed: Testbed;
let libraryProblemId: string;

const PRIVATE_PROBLEM = {
  title: 'Sum of two',
  statement: 'Add **a** and b.<script>alert(1)</script>',
  tests: [
    { input: '2 3\n', output: '5\n' },
    { input: '1 1\n', output: '2\n' },
  ],
};

beforeAll(async () => {
  bed = await openTestbed({
    config: { submissionRateLimit: { windowMs: 600_000, max: RUNS_PER_WINDOW } },
  });
  libraryProblemId = await addSumProblem(bed.testApp.database.db, 'interview-run-sum');
});

afterAll(() => bed.close());

describe('interview rooms: the problem', () => {
  it('when the interviewer writes a private problem, then the candidate reads it only once the room runs, and the library never lists it', async () => {
    const { alice, bob } = await bed.cast();
    const room = await roomWith(
      { interviewer: alice, candidate: bob },
      { mode: 'hosted', problem: PRIVATE_PROBLEM },
      false,
    );
    const url = `/api/interviews/${room._id}`;

    const mine = interviewSchema.parse((await alice.browser.get(url)).body);
    expect(mine.problemId).toBeNull();
    expect(mine.problem).toMatchObject({
      source: 'private',
      title: 'Sum of two',
      tests: PRIVATE_PROBLEM.tests,
    });
    expect(mine.problem?.statementHtml).toContain('<strong>a</strong>');
    expect(mine.problem?.statementHtml).not.toContain('<script');
    expect(interviewSchema.parse((await bob.browser.get(url)).body).problem).toBeNull();
    const library = await bob.browser.get('/api/problem/getAllProblem');
    expect(JSON.stringify(library.body)).not.toContain('Sum of two');

    expect((await alice.browser.post(`${url}/start`)).status).toBe(200);
    const theirs = interviewSchema.parse((await bob.browser.get(url)).body);
    expect(theirs.problem).toEqual({
      source: 'private',
      title: 'Sum of two',
      statementHtml: mine.problem?.statementHtml,
    });
  });

  it('when a library problem is chosen, then its id and statement are kept from the candidate until the start', async () => {
    const { alice, bob } = await bed.cast();
    const room = await roomWith(
      { interviewer: alice, candidate: bob },
      { mode: 'hosted', problemId: libraryProblemId },
      false,
    );
    const url = `/api/interviews/${room._id}`;
    const before = interviewSchema.parse((await bob.browser.get(url)).body);
    const listed = (await bob.browser.get('/api/interviews')).body as {
      interviews: { problemId: unknown }[];
    };

    expect([before.problemId, before.problem, listed.interviews[0]?.problemId]).toEqual([null, null, null]);
    expect(interviewSchema.parse((await alice.browser.get(url)).body).problem).toMatchObject({
      source: 'library',
      title: 'interview-run-sum',
    });
    await alice.browser.post(`${url}/start`);
    expect(interviewSchema.parse((await bob.browser.get(url)).body)).toMatchObject({
      problemId: libraryProblemId,
      problem: { source: 'library', statementHtml: '<p>Print the sum of two numbers.</p>' },
    });
  });

  it('when a private problem is malformed or given with a library one, then the room is refused with the reason', async () => {
    const { alice } = await bed.cast();
    const both = await alice.browser.post('/api/interviews', {
      mode: 'hosted',
      problemId: libraryProblemId,
      problem: PRIVATE_PROBLEM,
    });
    const untitled = await alice.browser.post('/api/interviews', {
      mode: 'hosted',
      problem: { ...PRIVATE_PROBLEM, title: '  ' },
    });
    const nulTest = await alice.browser.post('/api/interviews', {
      mode: 'hosted',
      problem: { ...PRIVATE_PROBLEM, tests: [{ input: 'a\u0000b', output: '' }] },
    });
    const tooDeep = await alice.browser.post('/api/interviews', {
      mode: 'hosted',
      problem: { ...PRIVATE_PROBLEM, statement: `${'> '.repeat(200)}deep` },
    });

    expect([both.status, both.body]).toEqual([400, { error: INTERVIEW_MESSAGES.problemTwice }]);
    expect([untitled.status, untitled.body]).toEqual([400, { error: INTERVIEW_MESSAGES.titleRequired }]);
    expect(tooDeep.status).toBe(422);
    expect([nulTest.status, nulTest.body]).toEqual([400, { error: MESSAGES.nulCharacter }]);
  });
});

describe('interview rooms: runs both sides see', () => {
  it('when the candidate runs the shared code, then the result arrives in both participants’ documents', async () => {
    const { alice, bob } = await bed.cast();
    const room = await roomWith(
      { interviewer: alice, candidate: bob },
      { mode: 'hosted', problem: PRIVATE_PROBLEM },
    );
    const aliceSide = await bed.sideOf(room._id, alice);
    const bobSide = await bed.sideOf(room._id, bob);
    await typeCode(aliceSide.doc, bobSide.doc, SUM_PROGRAM);

    const res = await bob.browser.post(`/api/interviews/${room._id}/run`, {});

    expect(res.status).toBe(200);
    const entry = interviewRunEntrySchema.parse(res.body);
    expect(entry).toMatchObject({
      by: { userId: bob.id },
      language: 'python',
      input: null,
      result: { success: true, verdict: 'Accepted', testCasesPassed: 2, totalTestCases: 2 },
    });
    await Promise.all([untilRuns(aliceSide.doc, 1), untilRuns(bobSide.doc, 1)]);
    expect(runsOf(aliceSide.doc)).toEqual([res.body]);
    expect(runsOf(bobSide.doc)).toEqual([res.body]);

    const custom = await alice.browser.post(`/api/interviews/${room._id}/run`, { input: '40 2\n' });
    expect(interviewRunEntrySchema.parse(custom.body)).toMatchObject({
      by: { userId: alice.id },
      input: '40 2\n',
      result: { output: '42\n', totalTestCases: 1 },
    });
    await untilRuns(bobSide.doc, 2);
    expect(runsOf(bobSide.doc)[1]).toEqual(custom.body);
  });

  it('when someone may not run, or the room cannot, then the run is refused before anything is judged', async () => {
    const { alice, bob, carol, dave } = await bed.cast();
    const running = await roomWith(
      { interviewer: alice, candidate: bob, observer: carol },
      { mode: 'hosted', problem: PRIVATE_PROBLEM },
    );
    const waiting = await roomWith({ interviewer: alice, candidate: bob }, { mode: 'hosted' }, false);
    const run = (who: Person, id: string, body: object = {}) =>
      who.browser.post(`/api/interviews/${id}/run`, body);
    const aliceSide = await bed.sideOf(running._id, alice);
    const bobSide = await bed.sideOf(running._id, bob);

    const observed = await run(carol, running._id);
    expect([observed.status, observed.body]).toEqual([403, { error: INTERVIEW_MESSAGES.participantsOnly }]);
    expect((await run(dave, running._id)).status).toBe(404);
    expect((await run(bob, waiting._id, { input: '1' })).body).toEqual({
      error: INTERVIEW_MESSAGES.notRunning,
    });
    expect((await run(bob, running._id)).body).toEqual({ error: INTERVIEW_MESSAGES.noCode });
    await typeCode(aliceSide.doc, bobSide.doc, SUM_PROGRAM, 'klingon');
    expect((await run(bob, running._id)).body).toEqual({ error: INTERVIEW_MESSAGES.noLanguage });
    // Past the API's body limit before any schema reads it.
    expect((await run(alice, running._id, { input: 'x'.repeat(1024 * 1024 + 1) })).status).toBe(413);
    expect((await alice.browser.post(`/api/interviews/${running._id}/end`)).status).toBe(200);
    expect((await run(bob, running._id, { input: '1' })).body).toEqual({
      error: INTERVIEW_MESSAGES.notRunning,
    });
    expect(runsOf(aliceSide.doc)).toEqual([]);
  });

  it('when one user runs past the Run limit, then the next run answers 429', async () => {
    const { alice, bob } = await bed.cast();
    const room = await roomWith({ interviewer: alice, candidate: bob }, { mode: 'hosted' });
    const answers = [];
    for (let i = 0; i <= RUNS_PER_WINDOW; i++)
      answers.push((await bob.browser.post(`/api/interviews/${room._id}/run`, {})).status);

    // Refused for the empty editor (409) until the limit; the one past it never reaches the room.
    expect(answers).toEqual([...Array<number>(RUNS_PER_WINDOW).fill(409), 429]);
  });

  it('when the interviewer submits on a library problem, then they alone get every test’s verdict, hidden data left out', async () => {
    const { alice, bob } = await bed.cast();
    const room = await roomWith(
      { interviewer: alice, candidate: bob },
      { mode: 'hosted', problemId: libraryProblemId },
    );
    const privateRoom = await roomWith(
      { interviewer: alice, candidate: bob },
      { mode: 'hosted', problem: PRIVATE_PROBLEM },
    );
    const aliceSide = await bed.sideOf(room._id, alice);
    const bobSide = await bed.sideOf(room._id, bob);
    await typeCode(bobSide.doc, aliceSide.doc, SUM_PROGRAM);

    expect((await bob.browser.post(`/api/interviews/${room._id}/submit`)).status).toBe(403);
    expect((await alice.browser.post(`/api/interviews/${privateRoom._id}/submit`)).body).toEqual({
      error: INTERVIEW_MESSAGES.submitNeedsLibraryProblem,
    });
    const submitted = await alice.browser.post(`/api/interviews/${room._id}/submit`);
    expect(submitted.status).toBe(200);
    const { result } = interviewSubmitResultSchema.parse(submitted.body);
    expect(result).toMatchObject({ verdict: 'Accepted', testCasesPassed: 2, totalTestCases: 2 });
    expect(result.tests.map((test) => [test.visible, test.input])).toEqual([
      [true, '2 3\n'],
      [false, undefined],
    ]);

    // A run after it is the document's first: the submit was never appended.
    const sample = await bob.browser.post(`/api/interviews/${room._id}/run`, {});
    expect(interviewRunEntrySchema.parse(sample.body).result).toMatchObject({
      totalTestCases: 1,
      success: true,
    });
    await untilRuns(aliceSide.doc, 1);
    expect(runsOf(aliceSide.doc)).toEqual([sample.body]);
  });
});
