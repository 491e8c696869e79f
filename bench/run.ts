// `pnpm bench [part...]`: the judge's figures as JSON lines on stdout (progress on stderr).
// Parts: drivers (a), api (b), compiles (c), queue (d), reads (e), cold (f), java (f), leaderboard (g),
// mixed (h), contest (i), workspace (j), rating (#23), integrity (#23), fairness (#35), languages (#37);
// default all.
// BENCH_RUNS sets the sample count; JAVA_ROUNDS the Java submits per side; READS_ROUNDS and READS_SECONDS the
// public-reads rounds; LEADERBOARD_USERS, LEADERBOARD_SUBMISSIONS and LEADERBOARD_ROUNDS the leaderboard's
// population and rounds; MIXED_SECONDS, MIXED_BARE_SECONDS and MIXED_WORKERS the mixed load's length and
// judge workers; the contest (#39): `--instances N` (CONTEST_BENCH_INSTANCES, default 1) API processes on
// one database and Redis, `--workers W` (CONTEST_BENCH_WORKERS, default 1) judge workers, `--verdicts bench`
// (CONTEST_BENCH_VERDICTS) verdicts written by the bench at the replay's times instead of judged;
// CONTEST_BENCH_PARTICIPANTS (default 20,000), CONTEST_BENCH_SECONDS (default 900), the opening window
// CONTEST_BENCH_OPENING_SECONDS (600) with CONTEST_BENCH_SUBMISSIONS in it (default 10 a second: 6,000), then
// CONTEST_BENCH_STEADY_RATE a second (2); CONTEST_BENCH_BURST_SECONDS (60) in which every participant opens
// the contest and its board stream, one stream in CONTEST_BENCH_SAMPLE_EVERY (50) timing its events (streams
// past `ulimit -n` are held by child processes); CONTEST_BENCH_JUDGE_NICE the workers' JUDGE_NICE (10); and
// `--teams` (teams of 3) or CONTEST_BENCH_TEAM_SIZE a team contest (#36; the participants are then teams,
// 1,700 by default); WORKSPACE_ROUNDS the first visits to the workspace per side;
// RATING_BENCH_PARTICIPANTS and RATING_BENCH_ROUNDS the rated contest's field and rounds;
// INTEGRITY_BENCH_PARTICIPANTS and INTEGRITY_BENCH_PROBLEMS the integrity report's contest;
// `--rooms`, `--seconds` and `--instances 1|2|1,2` (or INTERVIEWS_BENCH_ROOMS, _SECONDS, _INSTANCES) the
// interview rooms' load (#41); LANGUAGES_ROUNDS the warm rounds of ten tests per language (default 5).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchApiLatency } from './api-latency.js';
import { benchColdSubmits } from './cold-submits.js';
import { benchContest } from './contest.js';
import { replayShape } from './lib/contest-replay.js';
import { benchDriverOverhead } from './driver-overhead.js';
import { benchFairness } from './fairness.js';
import { benchJavaStart } from './java-start.js';
import { benchLanguages } from './languages.js';
import { benchLeaderboard } from './leaderboard.js';
import { benchMixedLoad } from './mixed-load.js';
import { say } from './lib/figures.js';
import { benchPublicReads } from './public-reads.js';
import { benchQueueThroughput } from './queue-throughput.js';
import { benchIntegrity } from './integrity.js';
import { benchInterviews } from './interviews.js';
import { benchRating } from './rating.js';
import { benchRunSubmitCompiles } from './run-submit-compiles.js';
import { benchWorkspaceBytes } from './workspace-bytes.js';

const PARTS = {
  drivers: 'a',
  api: 'b',
  compiles: 'c',
  queue: 'd',
  reads: 'e',
  cold: 'f',
  java: 'f',
  leaderboard: 'g',
  mixed: 'h',
  contest: 'i',
  workspace: 'j',
  rating: 'issue #23',
  integrity: 'issue #23',
  fairness: 'issue #35',
  interviews: 'issue #41',
  languages: 'issue #37',
} as const;
type Part = keyof typeof PARTS;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    rooms: { type: 'string' },
    seconds: { type: 'string' },
    instances: { type: 'string' },
    teams: { type: 'boolean' },
    workers: { type: 'string' },
    verdicts: { type: 'string' },
  },
});
const unknown = positionals.filter((p) => !(p in PARTS));
if (unknown.length > 0)
  throw new Error(`unknown bench part(s): ${unknown.join(', ')}; known: ${Object.keys(PARTS).join(', ')}`);
const chosen = new Set<Part>(
  positionals.length > 0 ? (positionals as Part[]) : (Object.keys(PARTS) as Part[]),
);
const runs = Number(process.env.BENCH_RUNS ?? 200);

// Other work on the machine moves every absolute figure: the load average says how much there was.
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const started = Date.now();
say(`load average ${load()}`);
if (chosen.has('drivers')) await benchDriverOverhead({ runs, sessions: Math.max(5, Math.round(runs / 10)) });
if (chosen.has('api')) await benchApiLatency({ cold: 3, warm: 10 });
if (chosen.has('compiles')) await benchRunSubmitCompiles();
if (chosen.has('queue')) await benchQueueThroughput({ submissions: 100 });
if (chosen.has('reads'))
  await benchPublicReads({
    rounds: Number(process.env.READS_ROUNDS ?? 5),
    seconds: Number(process.env.READS_SECONDS ?? 4),
    connections: 50,
  });
if (chosen.has('cold')) await benchColdSubmits();
if (chosen.has('java')) await benchJavaStart({ rounds: Number(process.env.JAVA_ROUNDS ?? 5) });
if (chosen.has('leaderboard'))
  await benchLeaderboard({
    population: {
      users: Number(process.env.LEADERBOARD_USERS ?? 100_000),
      problems: 100,
      submissions: Number(process.env.LEADERBOARD_SUBMISSIONS ?? 1_000_000),
    },
    rounds: Number(process.env.LEADERBOARD_ROUNDS ?? 100),
  });
if (chosen.has('mixed'))
  await benchMixedLoad({
    seconds: Number(process.env.MIXED_SECONDS ?? 15),
    bareSeconds: Number(process.env.MIXED_BARE_SECONDS ?? 5),
    workers: Number(process.env.MIXED_WORKERS ?? 1),
  });
const teamSize = values.teams ? 3 : Number(process.env.CONTEST_BENCH_TEAM_SIZE ?? 1);
const optional = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const verdicts = values.verdicts ?? process.env.CONTEST_BENCH_VERDICTS ?? 'workers';
if (verdicts !== 'workers' && verdicts !== 'bench')
  throw new Error(`--verdicts is workers or bench, not ${verdicts}`);
const contestInstances = Number(values.instances ?? process.env.CONTEST_BENCH_INSTANCES ?? 1);
if (chosen.has('contest') && !(Number.isInteger(contestInstances) && contestInstances >= 1))
  throw new Error(`the contest bench takes one number of instances, not ${String(values.instances)}`);
if (chosen.has('contest'))
  await benchContest({
    teamSize,
    participants: Number(process.env.CONTEST_BENCH_PARTICIPANTS ?? (teamSize > 1 ? 1_700 : 20_000)),
    replay: replayShape(Number(process.env.CONTEST_BENCH_SECONDS ?? 900), {
      openingSeconds: optional(process.env.CONTEST_BENCH_OPENING_SECONDS),
      openingSubmissions: optional(process.env.CONTEST_BENCH_SUBMISSIONS),
      steadyPerSecond: optional(process.env.CONTEST_BENCH_STEADY_RATE),
    }),
    submitters: 50,
    // `--instances` is the interviews bench's too: a list there, one number here.
    instances: contestInstances,
    workers: Number(values.workers ?? process.env.CONTEST_BENCH_WORKERS ?? 1),
    verdicts,
    burstSeconds: Number(process.env.CONTEST_BENCH_BURST_SECONDS ?? 60),
    sampleEvery: Number(process.env.CONTEST_BENCH_SAMPLE_EVERY ?? 50),
    judgeNice: Number(process.env.CONTEST_BENCH_JUDGE_NICE ?? 10),
    holderOpeningNice: Number(process.env.CONTEST_BENCH_HOLDER_OPENING_NICE ?? 10),
  });
if (chosen.has('rating'))
  benchRating({
    participants: Number(process.env.RATING_BENCH_PARTICIPANTS ?? 10_000),
    rounds: Number(process.env.RATING_BENCH_ROUNDS ?? 5),
  });
if (chosen.has('integrity'))
  await benchIntegrity({
    participants: Number(process.env.INTEGRITY_BENCH_PARTICIPANTS ?? 300),
    problems: Number(process.env.INTEGRITY_BENCH_PROBLEMS ?? 5),
    planted: 5,
  });
if (chosen.has('fairness')) await benchFairness();
if (chosen.has('interviews'))
  await benchInterviews({
    rooms: Number(values.rooms ?? process.env.INTERVIEWS_BENCH_ROOMS ?? 200),
    seconds: Number(values.seconds ?? process.env.INTERVIEWS_BENCH_SECONDS ?? 60),
    perSecond: 5,
    instances: (values.instances ?? process.env.INTERVIEWS_BENCH_INSTANCES ?? '1,2')
      .split(',')
      .map((n) => (n.trim() === '2' ? 2 : 1)),
    clientThreads: Number(process.env.INTERVIEWS_BENCH_CLIENT_THREADS ?? 2),
  });
if (chosen.has('languages')) await benchLanguages({ rounds: Number(process.env.LANGUAGES_ROUNDS ?? 5) });
if (chosen.has('workspace')) await benchWorkspaceBytes({ rounds: Number(process.env.WORKSPACE_ROUNDS ?? 3) });
say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s; load average ${load()}`);
