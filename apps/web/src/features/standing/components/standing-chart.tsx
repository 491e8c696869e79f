import type { StandingMetric } from '@codecourt/contracts';
import { useStanding } from '@/features/standing/api/standing';

type Props = { submissionId: string };

const BAR_HEIGHT_PX = 64;

function MetricChart({ title, unit, metric }: { title: string; unit: string; metric: StandingMetric }) {
  const highest = Math.max(1, ...metric.bars.map((bar) => bar.count));
  const better = title === 'Runtime' ? 'faster than' : 'less memory than';
  return (
    <figure className="flex min-w-0 flex-1 flex-col gap-1" aria-label={`${title} distribution`}>
      <figcaption className="text-sm">
        <span className="font-semibold">{title}</span> {metric.value} {unit} ·{' '}
        <span data-testid={`standing-${title.toLowerCase()}`}>
          {better} {metric.betterThanPercent}%
        </span>{' '}
        <span className="text-base-content/70">of {metric.total} accepted</span>
      </figcaption>
      <div
        className="flex items-end gap-0.5"
        style={{ height: `${String(BAR_HEIGHT_PX)}px` }}
        aria-hidden="true"
      >
        {metric.bars.map((bar) => (
          <div
            key={bar.from}
            title={`${String(bar.from)}–${String(bar.to)} ${unit}: ${String(bar.count)}`}
            className={`min-w-1 flex-1 rounded-t-sm ${bar.mine ? 'bg-primary' : 'bg-base-content/25'}`}
            data-mine={bar.mine || undefined}
            style={{ height: `${String(Math.max(2, (bar.count / highest) * BAR_HEIGHT_PX))}px` }}
          />
        ))}
      </div>
      <div className="flex justify-between text-xs text-base-content/70">
        <span>
          {metric.bars[0]?.from} {unit}
        </span>
        <span>
          {metric.bars.at(-1)?.to} {unit}
        </span>
      </div>
    </figure>
  );
}

/** Where an accepted solution stands: runtime and memory histograms with its own bar marked. */
export function StandingChart({ submissionId }: Props) {
  const standing = useStanding(submissionId);
  if (!standing.data || (!standing.data.runtime && !standing.data.memory)) return null;
  const { runtime, memory } = standing.data;
  return (
    <section
      className="mt-4 flex flex-col gap-4 rounded-box border border-base-300 p-3 sm:flex-row"
      aria-label="Where your solution stands"
      data-testid="standing-chart"
    >
      {runtime && <MetricChart title="Runtime" unit="ms" metric={runtime} />}
      {memory && <MetricChart title="Memory" unit="KB" metric={memory} />}
    </section>
  );
}
