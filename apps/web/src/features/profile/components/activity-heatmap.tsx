import type { Activity } from '@codecourt/contracts';
import { heatLevel, heatmapWeeks } from '@/features/profile/lib/heatmap-weeks';

const LEVEL_CLASS = ['bg-base-300', 'bg-success/30', 'bg-success/55', 'bg-success/80', 'bg-success'];

/** A year of accepted submissions per UTC day, one square a day, one column a week. */
export function ActivityHeatmap({ activity, today = new Date() }: { activity: Activity; today?: Date }) {
  const weeks = heatmapWeeks(activity, today);
  const total = activity.reduce((sum, day) => sum + day.accepted, 0);
  return (
    <figure className="overflow-x-auto" data-testid="activity-heatmap">
      <div className="flex gap-[3px]">
        {weeks.map((week, column) => (
          <div key={column} className="flex flex-col gap-[3px]">
            {week.map((day, row) =>
              day ? (
                <span
                  key={day.date}
                  className={`size-2.5 rounded-[2px] ${LEVEL_CLASS[heatLevel(day.accepted)] ?? ''}`}
                  title={`${day.date}: ${day.accepted} accepted`}
                  data-accepted={day.accepted}
                />
              ) : (
                <span key={`blank-${row}`} className="size-2.5" />
              ),
            )}
          </div>
        ))}
      </div>
      <figcaption className="mt-2 text-xs text-base-content/75">
        {total} accepted {total === 1 ? 'submission' : 'submissions'} in the last year
      </figcaption>
    </figure>
  );
}
