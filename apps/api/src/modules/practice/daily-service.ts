import { DAILY_REPEAT_WINDOW_DAYS } from '@codecourt/contracts';
import type { ProblemSummaryRow } from '../problems/repository.js';
import { chooseDaily, dailyStreak, daysBefore, utcDate } from './daily-choice.js';
import type { DailyRepository } from './daily-repository.js';

/** How far back a daily streak is counted. */
const STREAK_LOOKBACK_DAYS = 3660;

export type DailyToday = { date: string; problem: ProblemSummaryRow };

/** The daily problem: chosen on the day's first request, then read as stored. */
export function createDailyService(daily: DailyRepository, clock: () => Date) {
  const choose = async (date: string): Promise<void> => {
    const fresh = await daily.candidatesSince(daysBefore(date, DAILY_REPEAT_WINDOW_DAYS));
    // A library smaller than the window repeats rather than having no daily problem.
    const pick = chooseDaily(date, fresh.length > 0 ? fresh : await daily.allProblemIds());
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
      return problem ? { date, problem } : undefined;
    },

    async progressOf(userId: string, date: string): Promise<{ solved: boolean; dailyStreak: number }> {
      const days = await daily.solvedDays(userId, daysBefore(date, STREAK_LOOKBACK_DAYS));
      return { solved: days.includes(date), dailyStreak: dailyStreak(days, date) };
    },
  };
}

export type DailyService = ReturnType<typeof createDailyService>;
