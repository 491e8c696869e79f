import { Link } from 'react-router';
import type { ReviewCard } from '@codecourt/contracts';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useGradeReview } from '@/features/review/api/grade-review';
import { markReviewStarted } from '@/features/review/lib/review-start';
import { dueText } from '@/features/review/lib/due-text';

/** A due card: start the review (blank editor), then grade it once solved again. */
export function ReviewCardRow({ card, now }: { card: ReviewCard; now: Date }) {
  const grade = useGradeReview();
  const graded = grade.data;
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
      {graded ? (
        <span className="badge badge-soft badge-success" data-testid="review-result">
          Graded {graded.rating} · next {new Date(graded.card.due).toLocaleDateString()}
        </span>
      ) : (
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
            disabled={grade.isPending}
            onClick={() => {
              grade.mutate(card.problem._id);
            }}
          >
            I solved it again
          </button>
        </div>
      )}
      {grade.error ? (
        <p role="alert" className="text-sm text-error">
          {errorMessage(grade.error)}
        </p>
      ) : null}
    </li>
  );
}
