import { BookOpen } from 'lucide-react';
import type { Problem } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';

type Props = {
  problem: Pick<Problem, 'editorial' | 'secureUrl' | 'thumbnailUrl' | 'duration'>;
  onOpenSolutions: () => void;
  /** The solution video started playing (each time; the server keeps one take a day). */
  onPlay?: () => void;
};

/** "12:05" from seconds. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

/** The solution video when the problem has one; otherwise a plain empty state pointing at the reference solutions. */
export function EditorialPanel({ problem, onOpenSolutions, onPlay }: Props) {
  const solutions = (
    <button type="button" className="btn btn-ghost btn-sm border-base-300" onClick={onOpenSolutions}>
      See reference solutions
    </button>
  );
  if (problem.secureUrl) {
    return (
      <section className="flex flex-col gap-3" aria-label="Solution video">
        <div className="flex items-baseline justify-between">
          <h2 className="text-lg font-semibold">Solution video</h2>
          {problem.duration !== undefined && (
            <span className="text-sm text-base-content/75" data-testid="video-duration">
              {clock(problem.duration)}
            </span>
          )}
        </div>
        <video
          className="aspect-video w-full rounded-box bg-black"
          src={problem.secureUrl}
          poster={problem.thumbnailUrl}
          controls
          preload="metadata"
          onPlay={onPlay}
          data-testid="solution-video"
        />
        <div>{solutions}</div>
      </section>
    );
  }
  return (
    <EmptyState
      icon={BookOpen}
      title={
        problem.editorial ? 'The editorial is not published on this server' : 'No editorial for this problem'
      }
      actions={solutions}
    >
      No solution video has been uploaded for this problem yet. The reference solutions show a complete,
      accepted approach in every language.
    </EmptyState>
  );
}
