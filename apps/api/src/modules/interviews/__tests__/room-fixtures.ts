// The people, problems and rooms the interview tests start from, through the real app's routes.
import type { Express } from 'express';
import { expect } from 'vitest';
import { INTERVIEW_DOCUMENT, interviewSchema } from '@codecourt/contracts';
import type { Interview, InterviewRunEntry } from '@codecourt/contracts';
import type * as Y from 'yjs';
import type { Database } from '../../../db/client.js';
import { problems, testCases } from '../../../db/schema/index.js';
import { closeUpgrades } from '../../../lib/upgrades.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import {
  codeOf,
  listenOn,
  roomProvider,
  sessionCookie,
  stopListening,
  synced,
  untilDoc,
} from './room-clients.js';
import type { Listening } from './room-clients.js';

export type Person = { browser: TestBrowser; id: string };

export async function person(app: Express): Promise<Person> {
  const { browser, user } = await signedInBrowser(app);
  return { browser, id: user._id };
}

/** The app on a listening server, with a fresh cast for each test and the stock clients it opened. */
export type Testbed = {
  testApp: TestApp;
  /** A fresh interviewer, candidate, observer and stranger (so each test has its own limits). */
  cast: () => Promise<{ alice: Person; bob: Person; carol: Person; dave: Person }>;
  /** One participant's stock client on the room's document, synced; closed with the testbed. */
  sideOf: (roomId: string, who: Person) => Promise<{ provider: { destroy: () => void }; doc: Y.Doc }>;
  close: () => Promise<void>;
};

export async function openTestbed(options: Parameters<typeof createTestApp>[0] = {}): Promise<Testbed> {
  const testApp = await createTestApp(options);
  const listening: Listening = await listenOn(testApp.app);
  const opened: { destroy: () => void }[] = [];
  return {
    testApp,
    async cast() {
      const [alice, bob, carol, dave] = await Promise.all([1, 2, 3, 4].map(() => person(testApp.app)));
      if (!alice || !bob || !carol || !dave) throw new Error('no people');
      return { alice, bob, carol, dave };
    },
    async sideOf(roomId, who) {
      const side = await openSide(listening.url, roomId, who);
      opened.push(side.provider);
      return side;
    },
    async close() {
      for (const provider of opened) provider.destroy();
      await closeUpgrades(testApp.app);
      await stopListening(listening);
      await testApp.close();
    },
  };
}

/** A library problem: a+b, one sample and one secret test. */
export async function addSumProblem(db: Database, slug: string): Promise<string> {
  const [row] = await db
    .insert(problems)
    .values({
      slug,
      title: slug,
      description: 'Print the sum of two numbers.',
      descriptionHtml: '<p>Print the sum of two numbers.</p>',
      difficulty: 'easy',
      tags: 'math',
      timeLimitMs: 2000,
      memoryLimitKb: 262144,
    })
    .returning({ id: problems.id });
  if (!row) throw new Error('no problem row');
  await db.insert(testCases).values([
    { problemId: row.id, kind: 'sample', ordinal: 0, name: '01', input: '2 3\n', output: '5\n' },
    { problemId: row.id, kind: 'secret', ordinal: 0, name: '01', input: '40 2\n', output: '42\n' },
  ]);
  return row.id;
}

export async function createRoom(by: Person, body: object = { mode: 'hosted' }): Promise<Interview> {
  const res = await by.browser.post('/api/interviews', body);
  expect(res.status).toBe(201);
  return interviewSchema.parse(res.body);
}

/** A room with `candidate` joined and, when given, `observer` invited; started unless `start` is false. */
export async function roomWith(
  people: { interviewer: Person; candidate: Person; observer?: Person },
  body: object = { mode: 'hosted' },
  start = true,
): Promise<Interview> {
  const { interviewer, candidate, observer } = people;
  const room = await createRoom(interviewer, body);
  const base = `/api/interviews/${room._id}`;
  expect((await candidate.browser.post(`${base}/join`, { joinCode: room.joinCode })).status).toBe(200);
  if (observer)
    expect((await interviewer.browser.post(`${base}/observers`, { userId: observer.id })).status).toBe(200);
  if (start) expect((await interviewer.browser.post(`${base}/start`)).status).toBe(200);
  return room;
}

/** The stock client of one participant on the room's document, synced. */
export async function openSide(url: string, roomId: string, who: Person) {
  const provider = roomProvider(url, roomId, { Cookie: sessionCookie(who.browser) });
  await synced(provider);
  return { provider, doc: provider.doc };
}

/**
 * `typist` writes the code and picks the language; resolves once `reader`'s copy has both, so the
 * server, which passed them on, holds them too.
 */
export async function typeCode(typist: Y.Doc, reader: Y.Doc, code: string, language = 'python') {
  typist.transact(() => {
    typist.getText(INTERVIEW_DOCUMENT.code).insert(0, code);
    typist.getMap(INTERVIEW_DOCUMENT.meta).set(INTERVIEW_DOCUMENT.language, language);
  });
  await untilDoc(
    reader,
    () =>
      codeOf(reader) === code &&
      reader.getMap(INTERVIEW_DOCUMENT.meta).get(INTERVIEW_DOCUMENT.language) === language,
  );
}

export const runsOf = (doc: Y.Doc) => doc.getArray<InterviewRunEntry>(INTERVIEW_DOCUMENT.runs).toArray();

/** Resolves once the document holds `count` runs. */
export const untilRuns = (doc: Y.Doc, count: number) => untilDoc(doc, () => runsOf(doc).length >= count);

/** A Python a+b. */
export const SUM_PROGRAM = 'a, b = map(int, input().split())\nprint(a + b)\n';
