import { DAILY_REPEAT_WINDOW_DAYS } from '@codecourt/contracts';
import type { ProblemSummaryRow } from '../problems/repository.js';
import { chooseDaily, dailyStreak, daysBefore, utcDate } from './daily-choice.js';
import type { DailyRepository } from './daily-repository.js';

/** How far back a daily streak is counted. */
const STREAK_LOOKBACK_DAYS = 3660;

export type DailyToday = { date: string; problem: ProblemSummaryRow };

/**
 * The daily problem: chosen on the day's first request, then read as stored. `hidden` answers the problems
 * nobody may see now (secret contest problems): never chosen, and a day whose pick became secret has none.
 */
export function createDailyService(
  daily: DailyRepository,
  clock: () => Date,
  hidden: () => Promise<ReadonlySet<string>> = () => Promise.resolve(new Set()),
) {
  const choose = async (date: string): Promise<void> => {
    const secret = await hidden();
    const shown = (ids: string[]) => ids.filter((id) => !secret.has(id));
    const fresh = shown(await daily.candidatesSince(daysBefore(date, DAILY_REPEAT_WINDOW_DAYS)));
    // A library smaller than the window repeats rather than having no daily problem.
    const pick = chooseDaily(date, fresh.length > 0 ? fresh : shown(await daily.allProblemIds()));
    if (pick) await daily.store(date, pick);
  };

  return {
    async today(): Promise<DailyToday | undefined> {
      const date = utcDate(clock());
      let problem = await daily.problemOf(date);
      if (!problem) {
        await choose(date);
        problem = await daily.problemOf(date);
      }
      return problem && !(await hidden()).has(problem.id) ? { date, problem } : undefined;
    },

    async progressOf(userId: string, date: string): Promise<{ solved: boolean; dailyStreak: number }> {
      const days = await daily.solvedDays(userId, daysBefore(date, STREAK_LOOKBACK_DAYS));
      return { solved: days.includes(date), dailyStreak: dailyStreak(days, date) };
    },
  };
}

export type DailyService = ReturnType<typeof createDailyService>;
