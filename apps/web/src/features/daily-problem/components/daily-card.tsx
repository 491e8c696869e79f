import { CalendarCheck, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDaily } from '@/features/daily-problem/api/get-daily';

/** Today's problem and the daily streak, for signed-in users on the problem list and the landing page. */
export function DailyCard() {
  const user = useAuth((s) => s.user);
  const daily = useDaily(user?._id);
  if (!daily) return null;

  return (
    <section
      className="card card-border border-base-300 bg-base-100 flex flex-row flex-wrap items-center gap-3 p-4"
      data-testid="daily-card"
      aria-label="Daily problem"
    >
      <CalendarCheck className="size-5 text-primary" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs uppercase tracking-wide text-base-content/70">
          Daily problem · {daily.date}
        </span>
        <Link className="link link-hover truncate font-medium" to={paths.problem.getHref(daily.problem._id)}>
          {daily.problem.title}
        </Link>
      </div>
      <DifficultyBadge difficulty={daily.problem.difficulty} />
      <span className="badge badge-soft badge-warning gap-1" data-testid="daily-streak">
        <Flame className="size-3.5" aria-hidden />
        Daily streak {daily.dailyStreak ?? 0}
      </span>
      {daily.solved && <span className="badge badge-soft badge-success">Solved today</span>}
    </section>
  );
}
