export const CONTEST_STATUSES = ['Upcoming', 'Ongoing', 'Completed'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];
