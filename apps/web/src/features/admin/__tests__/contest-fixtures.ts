import type { ContestDetail } from '@codecourt/contracts';
import type { ContestProblemRow } from '@/features/admin/lib/contest-form-values';

export const SUM_ID = '00000000-0000-4000-8000-000000000001';

/** One library problem as the contest form holds it: label A, hidden during the contest. */
export const sumRow: ContestProblemRow = {
  problemId: SUM_ID,
  title: 'Sum',
  label: 'A',
  points: '',
  public: false,
};

/** An upcoming individual ICPC contest as the API answers it, with Sum as its one problem. */
export const storedContest: ContestDetail = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  slug: 'spring',
  title: 'Spring',
  format: 'icpc',
  status: 'Upcoming',
  startAt: '2030-01-01T10:00:00.000Z',
  endAt: '2030-01-01T12:00:00.000Z',
  freezeAt: null,
  windowMinutes: null,
  problemCount: 1,
  participants: 0,
  registered: false,
  teamSize: 1,
  medals: { gold: 0, silver: 0, bronze: 0 },
  categories: [],
  rated: false,
  ratingsFinalisedAt: null,
  description: '',
  penaltyMinutes: 20,
  registration: 'open',
  participation: null,
  frozen: false,
  problems: [{ label: 'A', problemId: SUM_ID, title: 'Sum', difficulty: 'easy', points: 1, public: false }],
};
