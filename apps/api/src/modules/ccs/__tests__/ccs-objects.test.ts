// The mappers from our rows to Contest API objects, on hand-worked tables; every object they make is
// also checked against the specification's shape.
import { describe, expect, it } from 'vitest';
import { commandLine, LANGUAGE_IDS, languageDetails } from '@codecourt/contracts';
import type { ContestRow } from '../../../db/schema/index.js';
import type { BoardRow } from '../../contests/board-rows.js';
import { answerIdOf, toCcsClarifications } from '../ccs-clarifications.js';
import {
  runIdOf,
  toCcsContest,
  toCcsJudgement,
  toCcsProblem,
  toCcsRuns,
  toCcsState,
  toCcsSubmission,
  toCcsTeam,
} from '../ccs-objects.js';
import type { ContestSubmissionRow } from '../ccs-objects.js';
import { CCS_LANGUAGES } from '../ccs-languages.js';
import { toCcsAwards, toCcsScoreboardRows } from '../ccs-standings.js';
import { relTime } from '../ccs-time.js';
import { JUDGEMENT_TYPES, judgementTypeOf } from '../judgement-types.js';
import { problemsOf, problemsOfEach } from './ccs-schema.js';

const CONTEST_ID = '0b7d3c1e-5f2a-4c55-9d1e-2a3b4c5d6e7f';
const TEAM = '1c8e4d2f-6a3b-4d66-8e2f-3b4c5d6e7f80';
const PROBLEM = '2d9f5e30-7b4c-4e77-9f30-4c5d6e7f8091';
const SUBMISSION = '3ea06f41-8c5d-4f88-a041-5d6e7f8091a2';
const at = (iso: string) => new Date(iso);

const contestRow = (over: Partial<ContestRow> = {}): ContestRow => ({
  id: CONTEST_ID,
  slug: 'spring-final',
  title: 'Spring Final',
  description: '',
  format: 'icpc',
  startAt: at('2026-05-01T10:00:00.000Z'),
  endAt: at('2026-05-01T15:00:00.000Z'),
  freezeAt: at('2026-05-01T14:00:00.000Z'),
  windowMinutes: null,
  penaltyMinutes: 20,
  registration: 'open',
  accessCode: null,
  teamSize: 1,
  goldMedals: 0,
  silverMedals: 0,
  bronzeMedals: 0,
  unfrozenAt: null,
  revealStep: null,
  categories: [],
  rated: false,
  ratingsFinalisedAt: null,
  createdAt: at('2026-04-01T00:00:00.000Z'),
  updatedAt: at('2026-04-01T00:00:00.000Z'),
  ...over,
});

const submissionRow = (over: Partial<ContestSubmissionRow> = {}): ContestSubmissionRow => ({
  id: SUBMISSION,
  participationId: TEAM,
  problemId: PROBLEM,
  language: 'cpp',
  status: 'done',
  verdict: 'Wrong Answer',
  tests: [
    { index: 0, visible: true, verdict: 'Accepted', timeMs: 12 },
    { index: 1, visible: false, verdict: 'Wrong Answer' },
  ],
  runtimeMs: 123,
  score: null,
  createdAt: at('2026-05-01T11:22:05.034Z'),
  judgedAt: at('2026-05-01T11:22:07.500Z'),
  ...over,
});

describe('RELTIME', () => {
  it.each([
    [0, '0:00:00.000'],
    [999, '0:00:00.999'],
    [61_000, '0:01:01.000'],
    [5 * 3_600_000, '5:00:00.000'],
    [123 * 3_600_000 + 4_005, '123:00:04.005'],
    [-5_000, '-0:00:05.000'],
  ])('when %i ms are written, then they read %s', (ms, text) => {
    expect(relTime(ms)).toBe(text);
  });
});

describe('judgement types', () => {
  it.each([
    ['Accepted', 'AC', false, true],
    ['Wrong Answer', 'WA', true, false],
    ['Time Limit Exceeded', 'TLE', true, false],
    ['Runtime Error', 'RTE', true, false],
    ['Compilation Error', 'CE', false, false],
    ['Memory Limit Exceeded', 'MLE', true, false],
    ['Output Limit Exceeded', 'OLE', true, false],
    ['Internal Error', 'JE', false, false],
  ] as const)(
    'when the verdict is %s, then the type is %s (penalty %s, solved %s)',
    (verdict, id, penalty, solved) => {
      expect(judgementTypeOf(verdict)).toBe(id);
      expect(JUDGEMENT_TYPES.find((t) => t.id === id)).toMatchObject({ penalty, solved });
    },
  );

  it('when the types and languages are listed, then each has the published shape', () => {
    expect(problemsOfEach('judgement-type', JUDGEMENT_TYPES)).toEqual([]);
    expect(problemsOfEach('language', CCS_LANGUAGES)).toEqual([]);
    expect(CCS_LANGUAGES.find((l) => l.id === 'cpp')?.extensions).toContain('cpp');
  });

  it('when the languages are listed, then each compiler and runner is the judge’s own command, version included', () => {
    for (const [index, language] of CCS_LANGUAGES.entries()) {
      const details = languageDetails(LANGUAGE_IDS)[index];
      expect(language.id).toBe(details?.id);
      expect(language.runner).toEqual({
        command: details?.run[0],
        args: commandLine(details?.run.slice(1) ?? []),
        version: details?.version,
        version_command: commandLine(details?.versionCommand ?? []),
      });
      expect(language.compiler?.command ?? null, language.id).toBe(details?.compile?.[0] ?? null);
    }
    const cpp = CCS_LANGUAGES.find((l) => l.id === 'cpp');
    expect(cpp?.compiler?.args).toMatch(/ \{files\}$/);
    expect(cpp?.compiler?.version).toBe('GCC 12.2 (g++)');
  });

  it('when a compiler lacks its command, then the published shape refuses it (the Command object is checked)', () => {
    const [first] = CCS_LANGUAGES;

    expect(problemsOf('language', { ...first, compiler: { args: '-O2' } })).not.toEqual([]);
  });
});

describe('contest and state', () => {
  it('when an ICPC contest is mapped, then durations are RELTIMEs and the penalty is in minutes', () => {
    const contest = toCcsContest(contestRow());

    expect(contest).toEqual({
      id: CONTEST_ID,
      name: 'Spring Final',
      formal_name: 'Spring Final',
      start_time: '2026-05-01T10:00:00.000Z',
      duration: '5:00:00.000',
      scoreboard_freeze_duration: '1:00:00.000',
      scoreboard_thaw_time: null,
      scoreboard_type: 'pass-fail',
      penalty_time: 20,
    });
    expect(problemsOf('contest', contest)).toEqual([]);
  });

  it('when an IOI contest has no freeze, then it is a score board with no freeze duration', () => {
    const contest = toCcsContest(contestRow({ format: 'ioi', freezeAt: null }));

    expect(contest).toMatchObject({ scoreboard_type: 'score', scoreboard_freeze_duration: null });
    expect(problemsOf('contest', contest)).toEqual([]);
  });

  const frozenThawed = contestRow({ unfrozenAt: at('2026-05-01T16:30:00.000Z') });
  it.each([
    ['before the start', contestRow(), '2026-05-01T09:00:00.000Z', 0, [null, null, null, null, null]],
    ['during, before the freeze', contestRow(), '2026-05-01T12:00:00.000Z', 0, ['s', null, null, null, null]],
    ['during the freeze', contestRow(), '2026-05-01T14:30:00.000Z', 0, ['s', 'f', null, null, null]],
    ['ended, still frozen', contestRow(), '2026-05-01T16:00:00.000Z', 0, ['s', 'f', 'e', null, null]],
    ['ended and thawed', frozenThawed, '2026-05-01T17:00:00.000Z', 0, ['s', 'f', 'e', 't', 't']],
    ['thawed, one verdict pending', frozenThawed, '2026-05-01T17:00:00.000Z', 1, ['s', 'f', 'e', 't', null]],
    [
      'ended, never frozen',
      contestRow({ freezeAt: null }),
      '2026-05-01T15:00:00.000Z',
      0,
      ['s', null, 'e', null, 'e'],
    ],
  ] as const)('when %s, then the state says so', (_when, contest, now, pending, expected) => {
    const state = toCcsState(contest, at(now), pending);
    const times: Record<string, string> = {
      s: '2026-05-01T10:00:00.000Z',
      f: '2026-05-01T14:00:00.000Z',
      e: '2026-05-01T15:00:00.000Z',
      t: '2026-05-01T16:30:00.000Z',
    };
    const [started, frozen, ended, thawed, finalized] = expected.map((k) => (k === null ? null : times[k]));

    expect(state).toEqual({ started, frozen, ended, thawed, finalized, end_of_updates: finalized });
    expect(problemsOf('state', state)).toEqual([]);
  });
});

describe('problems and teams', () => {
  it('when a problem is mapped, then its time limit is in seconds and IOI adds its points', () => {
    const row = {
      problemId: PROBLEM,
      label: 'A',
      title: 'Add',
      points: 100,
      timeLimitMs: 1500,
      testCount: 7,
    };

    const icpc = toCcsProblem(contestRow(), row, 1);
    const ioi = toCcsProblem(contestRow({ format: 'ioi' }), row, 2);

    expect(icpc).toEqual({
      id: PROBLEM,
      label: 'A',
      name: 'Add',
      ordinal: 1,
      time_limit: 1.5,
      test_data_count: 7,
    });
    expect(ioi).toMatchObject({ ordinal: 2, max_score: 100 });
    expect(problemsOfEach('problem', [icpc, ioi])).toEqual([]);
  });

  it('when a participant has no last name, then the team is named by the first alone', () => {
    const team = toCcsTeam({ participationId: TEAM, firstName: 'Ada', lastName: null, startAt: null }, 3);

    expect(team).toEqual({
      id: TEAM,
      label: '3',
      name: 'Ada',
      display_name: 'Ada',
      organization_id: null,
      group_ids: [],
      hidden: false,
    });
    expect(problemsOf('team', team)).toEqual([]);
  });
});

describe('submissions, judgements and runs', () => {
  const origin = at('2026-05-01T10:00:00.000Z');

  it('when a C++ submission is judged, then its times count from the origin and the runs follow its tests', () => {
    const row = submissionRow();

    const submission = toCcsSubmission(row, origin);
    const judgement = toCcsJudgement(row, origin);
    const runs = toCcsRuns(row, origin);

    expect(submission).toEqual({
      id: SUBMISSION,
      language_id: 'cpp',
      problem_id: PROBLEM,
      team_id: TEAM,
      time: '2026-05-01T11:22:05.034Z',
      contest_time: '1:22:05.034',
      files: [],
    });
    expect(judgement).toEqual({
      id: SUBMISSION,
      submission_id: SUBMISSION,
      start_time: '2026-05-01T11:22:05.034Z',
      start_contest_time: '1:22:05.034',
      judgement_type_id: 'WA',
      end_time: '2026-05-01T11:22:07.500Z',
      end_contest_time: '1:22:07.500',
      max_run_time: 0.123,
    });
    expect(runs.map((r) => [r.id, r.ordinal, r.judgement_type_id, r.run_time])).toEqual([
      [runIdOf(SUBMISSION, 0), 1, 'AC', 0.012],
      [runIdOf(SUBMISSION, 1), 2, 'WA', undefined],
    ]);
    expect(runIdOf(SUBMISSION, 1)).toHaveLength(34);
    expect(problemsOf('submission', submission)).toEqual([]);
    expect(problemsOf('judgement', judgement)).toEqual([]);
    expect(problemsOfEach('run', runs)).toEqual([]);
  });

  it('when a Java submission waits, then it has a null entry point and no judgement or runs yet', () => {
    const row = submissionRow({ language: 'java', status: 'pending', verdict: null, judgedAt: null });

    const submission = toCcsSubmission(row, origin);

    expect(submission.entry_point).toBeNull();
    expect(problemsOf('submission', submission)).toEqual([]);
    expect(toCcsJudgement(row, origin)).toBeUndefined();
    expect(toCcsRuns(row, origin)).toEqual([]);
  });

  it('when a submission is being judged, then its judgement has a start and no end', () => {
    const row = submissionRow({ status: 'judging', verdict: null, judgedAt: null });

    const judgement = toCcsJudgement(row, origin);

    expect(judgement).toEqual({
      id: SUBMISSION,
      submission_id: SUBMISSION,
      start_time: '2026-05-01T11:22:05.034Z',
      start_contest_time: '1:22:05.034',
    });
    expect(problemsOf('judgement', judgement)).toEqual([]);
  });

  it('when a judgement claims a verdict without an end, then the published shape refuses it', () => {
    expect(
      problemsOf('judgement', {
        id: SUBMISSION,
        submission_id: SUBMISSION,
        start_time: '2026-05-01T11:22:05.034Z',
        start_contest_time: '1:22:05.034',
        judgement_type_id: 'AC',
      }),
    ).not.toEqual([]);
  });
});

describe('clarifications', () => {
  const base = {
    id: '4fb17052-9d6e-4099-b152-6e7f8091a2b3',
    contestId: CONTEST_ID,
    userId: 'user-1',
    label: 'A',
    text: 'Is n positive?',
    broadcast: false,
    createdAt: at('2026-05-01T10:30:00.000Z'),
    answeredAt: null,
    answer: null,
    kind: 'clarification' as const,
  };
  const ctx = {
    contestStart: at('2026-05-01T10:00:00.000Z'),
    teamOfUser: new Map([['user-1', TEAM]]),
    problemOfLabel: new Map([['A', PROBLEM]]),
  };

  it.each([
    ['an open question', base, [[base.id, TEAM, null, null]]],
    [
      'a question answered to its asker',
      { ...base, answer: 'Yes', answeredAt: at('2026-05-01T10:40:00.000Z') },
      [
        [base.id, TEAM, null, null],
        [answerIdOf(base.id), null, TEAM, base.id],
      ],
    ],
    [
      'a question answered to everyone',
      { ...base, answer: 'Yes', broadcast: true, answeredAt: at('2026-05-01T10:40:00.000Z') },
      [
        [base.id, TEAM, null, null],
        [answerIdOf(base.id), null, null, base.id],
      ],
    ],
    [
      'an announcement',
      { ...base, kind: 'announcement' as const, userId: null, label: null },
      [[base.id, null, null, null]],
    ],
  ])('when %s is mapped, then from, to and reply-to say who talks to whom', (_what, row, expected) => {
    const clarifications = toCcsClarifications(row, ctx);

    expect(clarifications.map((c) => [c.id, c.from_team_id, c.to_team_id, c.reply_to_id])).toEqual(expected);
    expect(problemsOfEach('clarification', clarifications)).toEqual([]);
  });
});

describe('scoreboard and awards', () => {
  const cell = (over: Partial<BoardRow['problems'][number]>): BoardRow['problems'][number] => ({
    label: 'A',
    solved: false,
    attempts: 0,
    pending: 0,
    minutes: null,
    score: 0,
    first: false,
    ...over,
  });
  const row = (id: string, rank: number, over: Partial<BoardRow>, cells: BoardRow['problems']): BoardRow => ({
    participationId: id,
    rank,
    user: { _id: id, firstName: id, lastName: null },
    solved: 0,
    penalty: 0,
    score: 0,
    problems: cells,
    ...over,
  });
  const problemOfLabel = new Map([
    ['A', 'prob-a'],
    ['B', 'prob-b'],
  ]);
  const rows = [
    row('team-1', 1, { solved: 2, penalty: 95 }, [
      cell({ solved: true, attempts: 2, minutes: 15, first: true }),
      cell({ label: 'B', solved: true, attempts: 1, minutes: 60, first: true }),
    ]),
    row('team-2', 2, { solved: 1, penalty: 30 }, [
      cell({ solved: true, attempts: 1, minutes: 30 }),
      cell({ label: 'B', attempts: 3, pending: 1 }),
    ]),
    row('team-3', 3, {}, [cell({}), cell({ label: 'B' })]),
  ];

  it('when an ICPC board is mapped, then rows carry solved, total time, the last solve and judged/pending counts', () => {
    const mapped = toCcsScoreboardRows(rows, 'icpc', problemOfLabel);

    expect(mapped[0]).toEqual({
      rank: 1,
      team_id: 'team-1',
      score: { num_solved: 2, total_time: 95, time: 60 },
      problems: [
        { problem_id: 'prob-a', num_judged: 2, num_pending: 0, solved: true, time: 15 },
        { problem_id: 'prob-b', num_judged: 1, num_pending: 0, solved: true, time: 60 },
      ],
    });
    expect(mapped[1]?.problems[1]).toEqual({
      problem_id: 'prob-b',
      num_judged: 2,
      num_pending: 1,
      solved: false,
    });
    expect(mapped[2]?.score).toEqual({ num_solved: 0, total_time: 0 });
    const board = {
      time: '2026-05-01T12:00:00.000Z',
      contest_time: '2:00:00.000',
      state: toCcsState(contestRow(), at('2026-05-01T12:00:00.000Z'), 0),
      rows: mapped,
    };
    expect(problemsOf('scoreboard', board)).toEqual([]);
  });

  it('when an IOI board is mapped, then rows carry scores and time only where something was scored', () => {
    const ioi = [
      row('team-1', 1, { score: 140 }, [
        cell({ score: 100, solved: true, attempts: 1, minutes: 20 }),
        cell({ label: 'B', score: 40, attempts: 2, minutes: 50 }),
      ]),
    ];

    const [mapped] = toCcsScoreboardRows(ioi, 'ioi', problemOfLabel);

    expect(mapped?.score).toEqual({ score: 140, time: 50 });
    expect(mapped?.problems[1]).toEqual({
      problem_id: 'prob-b',
      num_judged: 2,
      num_pending: 0,
      score: 40,
      time: 50,
    });
    const board = {
      time: '2026-05-01T12:00:00.000Z',
      contest_time: '2:00:00.000',
      state: toCcsState(contestRow(), at('2026-05-01T12:00:00.000Z'), 0),
      rows: [mapped],
    };
    expect(problemsOf('scoreboard', board)).toEqual([]);
  });

  it('when the contest is over, then the winner and the first solvers are awarded; before, only first solvers', () => {
    const noMedals = { gold: 0, silver: 0, bronze: 0 };
    const over = toCcsAwards(rows, ['A', 'B'], { over: true, medals: noMedals });
    const during = toCcsAwards(rows, ['A', 'B'], { over: false, medals: noMedals });

    expect(over).toEqual([
      { id: 'winner', citation: 'Contest winner', team_ids: ['team-1'] },
      { id: 'first-to-solve-A', citation: 'First to solve problem A', team_ids: ['team-1'] },
      { id: 'first-to-solve-B', citation: 'First to solve problem B', team_ids: ['team-1'] },
    ]);
    expect(during.map((a) => a.id)).toEqual(['first-to-solve-A', 'first-to-solve-B']);
    expect(problemsOfEach('award', over)).toEqual([]);
  });

  it('when medals are set, then places share them by rank, ties at a boundary get the better one, and a row that solved nothing none', () => {
    const tied = [
      row('t1', 1, { solved: 3 }, []),
      row('t2', 2, { solved: 2 }, []),
      row('t3', 2, { solved: 2 }, []),
      row('t4', 4, { solved: 1 }, []),
      row('t5', 5, { solved: 1 }, []),
      row('t6', 6, {}, []),
    ];
    const awards = toCcsAwards(tied, [], { over: true, medals: { gold: 1, silver: 1, bronze: 4 } });

    expect(awards.map((a) => [a.id, a.team_ids])).toEqual([
      ['winner', ['t1']],
      ['gold-medal', ['t1']],
      // Two tied for second: both silver, though one silver was set.
      ['silver-medal', ['t2', 't3']],
      // Places 3 to 6: t6 is within them but solved nothing.
      ['bronze-medal', ['t4', 't5']],
    ]);
    expect(awards.find((a) => a.id === 'silver-medal')?.citation).toBe('Silver medal');
    expect(problemsOfEach('award', awards)).toEqual([]);
    expect(toCcsAwards(tied, [], { over: false, medals: { gold: 1, silver: 1, bronze: 4 } })).toEqual([]);
  });
});
