import { PROBLEM_TAGS, TOPIC_PROGRESS_MAX } from '@codecourt/contracts';
import { tagLabel } from '@/components/ui/problem-badges';

/** Problems solved per topic as bars that fill at TOPIC_PROGRESS_MAX. */
export function TopicProgress({ solvedByTopic }: { solvedByTopic: Record<string, number> }) {
  return (
    <ul className="flex flex-col gap-3" data-testid="topic-progress">
      {PROBLEM_TAGS.map((tag) => {
        const solved = solvedByTopic[tag] ?? 0;
        return (
          <li key={tag}>
            <div className="flex justify-between text-sm">
              <span>{tagLabel(tag)}</span>
              <span className="tabular-nums text-base-content/70">
                {solved} / {TOPIC_PROGRESS_MAX}
              </span>
            </div>
            <progress
              className="progress progress-primary w-full"
              value={Math.min(solved, TOPIC_PROGRESS_MAX)}
              max={TOPIC_PROGRESS_MAX}
              aria-label={`${tagLabel(tag)}: ${String(solved)} solved`}
            />
          </li>
        );
      })}
    </ul>
  );
}
