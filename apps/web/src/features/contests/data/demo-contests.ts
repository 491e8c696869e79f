import type { ContestStatus } from '@/config/contest-statuses';

export type DemoContest = {
  name: string;
  starts: string;
  duration: string;
  problems: number;
  status: ContestStatus;
};

/** A static demo schedule: a preview of the contests page, not live data. */
export const DEMO_CONTESTS: readonly DemoContest[] = [
  { name: 'Weekly Contest 3', starts: 'Sun, 10:30 UTC', duration: '90 min', problems: 4, status: 'Upcoming' },
  {
    name: 'Biweekly Contest 2',
    starts: 'Sat, 14:30 UTC',
    duration: '90 min',
    problems: 4,
    status: 'Upcoming',
  },
  { name: 'Graphs Sprint', starts: 'Today, 09:00 UTC', duration: '2 h', problems: 5, status: 'Ongoing' },
  { name: 'Weekly Contest 2', starts: 'Last Sunday', duration: '90 min', problems: 4, status: 'Completed' },
  { name: 'Weekly Contest 1', starts: 'Two weeks ago', duration: '90 min', problems: 4, status: 'Completed' },
];
