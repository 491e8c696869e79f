import type { ServerResponse } from 'node:http';
import { CONTEST_EVENTS, contestDetailSchema } from '@codecourt/contracts';
import type {
  ContestDetail,
  RevealState,
  Scoreboard,
  ScoreboardCell,
  ScoreboardRow,
} from '@codecourt/contracts';
import { sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { cell } from './board-fixtures';

export const CONTEST_ID = '00000000-0000-4000-8000-0000000000c7';
const id = (n: number) => `00000000-0000-4000-8000-00000000010${String(n)}`;
export const ADA = id(1);
export const BOB = id(2);
export const CAROL = id(3);
const NAMES: Record<string, string> = { [ADA]: 'Ada', [BOB]: 'Bob', [CAROL]: 'Carol' };

/** The frozen board: Ada solved A before the freeze; Ada's B, Bob's A and Carol's A were tried during it. */
const FROZEN: Record<string, ScoreboardCell[]> = {
  [ADA]: [cell('A', 'ok:10/1'), cell('B', '?/1')],
  [BOB]: [cell('A', '?/1'), cell('B')],
  [CAROL]: [cell('A', '?/2'), cell('B')],
};
/** What the jury knows of the hidden cells, in the resolver's order. */
const ORDER: { rowId: string; label: string; truth: ScoreboardCell }[] = [
  { rowId: CAROL, label: 'A', truth: cell('A', 'no/2') },
  { rowId: BOB, label: 'A', truth: cell('A', 'ok:150/1') },
  { rowId: ADA, label: 'B', truth: cell('B', 'ok:170/1') },
];

/** A finished individual ICPC contest whose board is still frozen, one gold medal. */
// Parsed rather than typed: the contract's fields may grow (categories are on the way) without breaking it.
export const revealContest: ContestDetail = contestDetailSchema.parse({
  _id: CONTEST_ID,
  slug: 'final',
  title: 'World Final',
  format: 'icpc',
  status: 'Completed',
  windowMinutes: null,
  registered: false,
  teamSize: 1,
  rated: false,
  ratingsFinalisedAt: null,
  description: '',
  penaltyMinutes: 20,
  registration: 'open',
  participation: null,
  startAt: '2026-11-30T10:00:00.000Z',
  endAt: '2026-11-30T15:00:00.000Z',
  freezeAt: '2026-11-30T14:00:00.000Z',
  problemCount: 2,
  participants: 3,
  medals: { gold: 1, silver: 0, bronze: 0 },
  frozen: true,
  problems: ['A', 'B'].map((label, n) => ({
    label,
    problemId: id(n + 5),
    title: label,
    difficulty: 'easy' as const,
    points: 1,
  })),
  categories: [],
});

/** The board at a step (undefined: the reveal has not begun), sorted and ranked like the API's. */
export function boardAt(step: number | undefined, steps = ORDER.length): Scoreboard {
  const shown = ORDER.slice(0, step ?? 0);
  const done = step === steps;
  const rows: ScoreboardRow[] = Object.entries(FROZEN).map(([userId, cells]) => {
    const problems = cells.map(
      (c) => shown.find((s) => s.rowId === userId && s.label === c.label)?.truth ?? c,
    );
    const solved = problems.filter((c) => c.solved).length;
    const penalty = problems.reduce((sum, c) => sum + (c.minutes ?? 0), 0);
    return {
      rank: 0,
      user: { _id: userId, firstName: NAMES[userId] ?? '', lastName: null },
      solved,
      penalty,
      score: solved,
      problems,
    };
  });
  rows.sort((a, b) => b.solved - a.solved || a.penalty - b.penalty);
  rows.forEach((row, n) => {
    row.rank = n + 1;
    if (done && n === 0) row.medal = 'gold';
  });
  const next = ORDER[step ?? 0];
  const reveal: RevealState | undefined =
    step === undefined || done
      ? undefined
      : { step, steps, next: next ? { rowId: next.rowId, label: next.label } : null, done: false };
  return {
    contestId: CONTEST_ID,
    format: 'icpc',
    frozen: !done,
    updatedAt: `2026-12-01T00:00:0${String(step ?? 0)}.000Z`,
    total: rows.length,
    rows,
    ...(reveal ? { reveal } : {}),
    awards: done ? [{ id: 'winner', citation: 'Contest winner', holders: [rows[0]?.user?._id ?? ''] }] : [],
  };
}

export type RevealServer = TestServer & {
  /** The steps posted, in order. */
  posts: () => unknown[];
  /** Answer the posts held so far (while `hold` is on, each post waits for this). */
  release: () => void;
  hold: boolean;
  /** The answer to the next post instead of taking the step: a status and the API's message. */
  refuse: { status: number; error: string } | undefined;
  /** Event streams open on the board's events. */
  streams: () => number;
  /** Another admin's step: the board moves and every stream hears a `board` event, as the API sends. */
  stepElsewhere: (step: number) => void;
};

/** The API of one contest whose frozen board is revealed: the contest, its board and POST /reveal. */
export async function startRevealServer(start?: number): Promise<RevealServer> {
  let step = start;
  const held: (() => void)[] = [];
  const streams: ServerResponse[] = [];
  const server: RevealServer = Object.assign(
    await startTestServer((request, response: ServerResponse) => {
      const path = request.path.split('?')[0];
      if (path === `/contests/${CONTEST_ID}/scoreboard/events`) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write(': open\n\n');
        streams.push(response);
      } else if (path === `/contests/${CONTEST_ID}`)
        sendJson(response, 200, { ...revealContest, frozen: step !== ORDER.length });
      else if (path === `/contests/${CONTEST_ID}/scoreboard`) sendJson(response, 200, boardAt(step));
      else if (path === `/contests/${CONTEST_ID}/reveal` && request.method === 'POST') {
        const answer = () => {
          if (server.refuse) {
            sendJson(response, server.refuse.status, { error: server.refuse.error });
            server.refuse = undefined;
            return;
          }
          step = (JSON.parse(request.body) as { step: number }).step;
          const done = step === ORDER.length;
          sendJson(
            response,
            200,
            done ? { step, steps: ORDER.length, next: null, done } : boardAt(step).reveal,
          );
        };
        if (server.hold) held.push(answer);
        else answer();
      } else sendJson(response, 404, { error: 'Route not found' });
    }),
    {
      posts: () => server.hits(`/contests/${CONTEST_ID}/reveal`).map((r) => JSON.parse(r.body) as unknown),
      release: () => {
        for (const answer of held.splice(0)) answer();
      },
      hold: false,
      refuse: undefined,
      streams: () => streams.length,
      stepElsewhere: (to: number) => {
        step = to;
        const data = JSON.stringify({ contestId: CONTEST_ID });
        for (const stream of streams) stream.write(`event: ${CONTEST_EVENTS.board}\ndata: ${data}\n\n`);
      },
    },
  );
  return server;
}
