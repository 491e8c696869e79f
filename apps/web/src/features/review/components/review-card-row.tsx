import { Link } from 'react-router';
import type { ReviewCard } from '@codecourt/contracts';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';
import { markReviewStarted } from '@/features/review/lib/review-start';
import { dueText } from '@/features/review/lib/due-text';

type ReviewCardRowProps = {
  card: ReviewCard;
  now: Date;
  grading: boolean;
  onGrade: (problemId: string) => void;
};

/** A due card: start the review (blank editor), then grade it once solved again. */
export function ReviewCardRow({ card, now, grading, onGrade }: ReviewCardRowProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="review-card">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-medium">{card.problem.title}</span>
        <span className="text-xs text-base-content/70">
          Due {dueText(new Date(card.due), now)} · last graded {card.lastRating ?? 'never'} · your accepted
          code is in the problem’s Submissions tab
        </span>
      </div>
      <DifficultyBadge difficulty={card.problem.difficulty} />
      <div className="flex flex-wrap gap-2">
        <Link
          className="btn btn-primary btn-sm"
          to={paths.reviewProblem.getHref(card.problem._id)}
          onClick={() => {
            markReviewStarted(card.problem._id);
          }}
        >
          Start review
        </Link>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={grading}
          onClick={() => {
            onGrade(card.problem._id);
          }}
        >
          I solved it again
        </button>
      </div>
    </li>
  );
}
