import { DIFFICULTIES, PROBLEM_TAG_LABELS, PROBLEM_TAGS } from './enums.js';

/** The figures every badge rule reads; all of them only grow as a user keeps solving. */
export type BadgeProgress = {
  totalSolved: number;
  easySolved: number;
  mediumSolved: number;
  hardSolved: number;
  maxStreak: number;
  solvedByTopic: Record<string, number>;
};

export type BadgeRule = { name: string; description: string; earned: (progress: BadgeProgress) => boolean };

const solvedAtLeast = (count: number) => (p: BadgeProgress) => p.totalSolved >= count;
const streakOfAtLeast = (days: number) => (p: BadgeProgress) => p.maxStreak >= days;
const solvedOf = (p: BadgeProgress, difficulty: (typeof DIFFICULTIES)[number]) =>
  ({ easy: p.easySolved, medium: p.mediumSolved, hard: p.hardSolved })[difficulty];

/** Every badge there is, in the order a profile lists them; the API and the web both read this list. */
export const BADGE_RULES: readonly BadgeRule[] = [
  { name: 'First Solve', description: 'Solved a first problem', earned: solvedAtLeast(1) },
  { name: 'Ten Solved', description: 'Solved 10 problems', earned: solvedAtLeast(10) },
  { name: 'Fifty Solved', description: 'Solved 50 problems', earned: solvedAtLeast(50) },
  { name: 'Hundred Solved', description: 'Solved 100 problems', earned: solvedAtLeast(100) },
  {
    name: '7-Day Streak',
    description: 'Solved something on 7 consecutive days',
    earned: streakOfAtLeast(7),
  },
  {
    name: '30-Day Streak',
    description: 'Solved something on 30 consecutive days',
    earned: streakOfAtLeast(30),
  },
  {
    name: 'All Difficulties',
    description: 'Solved an easy, a medium and a hard problem',
    earned: (p) => DIFFICULTIES.every((difficulty) => solvedOf(p, difficulty) > 0),
  },
  {
    name: 'All Topics',
    description: `Solved a problem of every topic (${PROBLEM_TAGS.map((tag) => PROBLEM_TAG_LABELS[tag]).join(', ')})`,
    earned: (p) => PROBLEM_TAGS.every((tag) => (p.solvedByTopic[tag] ?? 0) > 0),
  },
];

/** The badges `progress` has earned, as the API shows them: `{name, description}`. */
export function earnedBadges(progress: BadgeProgress): { name: string; description: string }[] {
  return BADGE_RULES.filter((rule) => rule.earned(progress)).map(({ name, description }) => ({
    name,
    description,
  }));
}
