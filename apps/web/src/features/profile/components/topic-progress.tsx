import { PROBLEM_TAGS, TOPIC_PROGRESS_MAX } from '@codecourt/contracts';
import { tagLabel } from '@/components/ui/problem-badges';

type Props = {
  solvedByTopic: Record<string, number>;
  /** Problems each topic has; undefined while the library loads. */
  totals: Record<string, number> | undefined;
};

/**
 * Problems solved per topic, out of the problems the topic has; the bars keep the spec's common
 * scale (they fill at TOPIC_PROGRESS_MAX) so topics compare at a glance.
 */
export function TopicProgress({ solvedByTopic, totals }: Props) {
  return (
    <ul className="flex flex-col gap-3" data-testid="topic-progress">
      {PROBLEM_TAGS.map((tag) => {
        const solved = solvedByTopic[tag] ?? 0;
        const total = totals?.[tag];
        const label = tagLabel(tag);
        return (
          <li key={tag}>
            <div className="flex justify-between text-sm">
              <span>{label}</span>
              <span className="tabular-nums text-base-content/75" data-testid={`topic-count-${tag}`}>
                {total === undefined ? `${String(solved)} solved` : `${String(solved)} / ${String(total)}`}
              </span>
            </div>
            <progress
              className="progress progress-primary w-full"
              value={Math.min(solved, TOPIC_PROGRESS_MAX)}
              max={TOPIC_PROGRESS_MAX}
              aria-label={
                total === undefined
                  ? `${label}: ${String(solved)} solved`
                  : `${label}: ${String(solved)} of ${String(total)} solved`
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
