import { ACTIVITY_DAYS, type Activity } from '@codecourt/contracts';

export type HeatmapDay = { date: string; accepted: number };

const DAY_MS = 86_400_000;

/**
 * The last year as columns of weeks (Sunday first, UTC like the API's days), ending today; days
 * before the year's first are left null so every column lines up by weekday.
 */
export function heatmapWeeks(activity: Activity, today: Date): (HeatmapDay | null)[][] {
  const counts = new Map(activity.map((day) => [day.date, day.accepted]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const start = end - (ACTIVITY_DAYS - 1) * DAY_MS;
  const days: (HeatmapDay | null)[] = Array.from({ length: new Date(start).getUTCDay() }, () => null);
  for (let time = start; time <= end; time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10);
    days.push({ date, accepted: counts.get(date) ?? 0 });
  }
  const weeks: (HeatmapDay | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** 0 for none, then 1–4 as the day's count grows. */
export function heatLevel(accepted: number): number {
  if (accepted === 0) return 0;
  if (accepted === 1) return 1;
  if (accepted <= 3) return 2;
  if (accepted <= 6) return 3;
  return 4;
}
