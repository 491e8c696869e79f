import { Brain } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useGradeReview } from '@/features/review/api/grade-review';
import { useReviewQueue } from '@/hooks/use-review-queue';
import { ReviewCardRow } from '@/features/review/components/review-card-row';
import { dueText } from '@/features/review/lib/due-text';

/** What is due now, each with its review flow, then the next due dates. */
export function ReviewView() {
  const user = useAuth((s) => s.user);
  const queue = useReviewQueue(user?._id);
  // Here, not in the row: a graded card leaves the due list, its result stays shown.
  const grade = useGradeReview();
  const graded = grade.data;
  if (queue.isPending) return <Spinner />;
  if (queue.isError) {
    return (
      <LoadError
        title="Could not load your reviews"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  const { due, upcoming } = queue.data;
  const now = new Date(queue.data.now);
  return (
    <div className="flex flex-col gap-8">
      {graded && (
        <p role="status" className="alert alert-success alert-soft" data-testid="review-result">
          {graded.card.problem.title}: graded {graded.rating} · next review on{' '}
          {new Date(graded.card.due).toLocaleDateString()} ({dueText(new Date(graded.card.due), now)})
        </p>
      )}
      {grade.error ? (
        <p role="alert" className="alert alert-error alert-soft">
          {errorMessage(grade.error)}
        </p>
      ) : null}
      <section aria-labelledby="due-heading" className="flex flex-col gap-3">
        <h2 id="due-heading" className="text-lg font-semibold">
          Due today ({due.length})
        </h2>
        {due.length === 0 ? (
          <EmptyState icon={Brain} title="Nothing to review right now">
            Every problem you solve comes back here when it is time to solve it again.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {due.map((card) => (
              <ReviewCardRow
                key={card.problem._id}
                card={card}
                now={now}
                grading={grade.isPending}
                onGrade={(problemId) => {
                  grade.mutate(problemId);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
          <h2 id="upcoming-heading" className="text-lg font-semibold">
            Coming up
          </h2>
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {upcoming.map((card) => (
              <li key={card.problem._id} className="flex items-center gap-3 p-3" data-testid="upcoming-card">
                <Link
                  className="link link-hover min-w-0 flex-1 truncate"
                  to={paths.problem.getHref(card.problem._id)}
                >
                  {card.problem.title}
                </Link>
                <DifficultyBadge difficulty={card.problem.difficulty} />
                <span className="text-sm text-base-content/70">
                  {new Date(card.due).toLocaleDateString()} ({dueText(new Date(card.due), now)})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
