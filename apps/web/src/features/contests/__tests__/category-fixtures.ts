import { contestDetailSchema, type ContestDetail } from '@codecourt/contracts';

/** The categories of the contests below (issue #36). */
export const CATEGORIES = ['Students', 'Open'];

/** An upcoming individual ICPC contest with two categories, as the API answers it to a participant. */
export const categoryContest: ContestDetail = contestDetailSchema.parse({
  _id: '00000000-0000-4000-8000-0000000000c7',
  slug: 'regional',
  title: 'Regional',
  format: 'icpc',
  status: 'Upcoming',
  startAt: '2030-01-01T10:00:00.000Z',
  endAt: '2030-01-01T12:00:00.000Z',
  freezeAt: null,
  windowMinutes: null,
  problemCount: 2,
  participants: 3,
  registered: false,
  teamSize: 1,
  rated: false,
  ratingsFinalisedAt: null,
  frozen: false,
  description: '',
  penaltyMinutes: 20,
  registration: 'open',
  medals: { gold: 0, silver: 0, bronze: 0 },
  categories: CATEGORIES,
  problems: [],
  participation: null,
});
