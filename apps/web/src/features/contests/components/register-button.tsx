import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-error';
import { contestKeys } from '@/features/contests/api/contest-keys';
import { getContest } from '@/features/contests/api/get-contest';
import { useSetRegistration } from '@/features/contests/api/register-contest';
import type { ContestRegistration, ContestSummary, RegisterRequest, TeamOnBoard } from '@codecourt/contracts';
import { AccessCodeDialog } from '@/features/contests/components/access-code-dialog';
import { CategoryDialog } from '@/features/contests/components/category-dialog';
import { TeamPickerDialog } from '@/features/contests/components/team-picker-dialog';
import { registerSteps, type RegisterStep } from '@/features/contests/lib/register-steps';

type Props = {
  contest: Pick<ContestSummary, '_id' | 'slug' | 'title' | 'status' | 'registered' | 'teamSize'>;
  /** Known on the contest page; the list learns it from the contest when the button is pressed. */
  registration?: ContestRegistration;
  /** Known on the contest page with `registration` (issue #36); none when left out. */
  categories?: readonly string[];
  /** The team the user is registered with (the contest page knows it from the participation). */
  team?: TeamOnBoard | undefined;
  /** The category the user is registered in (issue #36). */
  category?: string | null | undefined;
  size?: 'sm' | 'md';
};

/**
 * Register (in a team contest, one of the user's teams; in a contest with categories, one of them; asking
 * for the access code when one is needed), or withdraw before the start.
 */
export function RegisterButton(props: Props) {
  const { contest, registration, categories, team, category, size = 'sm' } = props;
  const user = useAuth((s) => s.user);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const mutation = useSetRegistration();
  // The questions still to ask (the first is on screen) and the answers so far.
  const [steps, setSteps] = useState<RegisterStep[]>([]);
  const [answers, setAnswers] = useState<RegisterRequest>({});
  const [chosenCategories, setChosenCategories] = useState<readonly string[]>(categories ?? []);
  const [error, setError] = useState<string>();
  const asking = steps[0];
  const btn = `btn ${size === 'sm' ? 'btn-sm' : ''}`;

  if (contest.status === 'Completed') return null;
  if (!user)
    return (
      <Link to={paths.auth.login.getHref(pathname)} className={`${btn} btn-outline`}>
        Sign in to register
      </Link>
    );
  const register = (request: RegisterRequest = {}) => {
    setError(undefined);
    mutation.mutate(
      { contestId: contest._id, register: true, ...request },
      {
        onSuccess: () => {
          setSteps([]);
        },
        onError: (failure) => {
          setError(errorMessage(failure));
        },
      },
    );
  };
  const start = async () => {
    // The list knows neither the rule nor the categories: the contest itself tells them.
    const detail =
      registration !== undefined
        ? { registration, categories: categories ?? [] }
        : await queryClient.query({
            queryKey: contestKeys.detail(contest.slug),
            queryFn: ({ signal }) => getContest(contest.slug, signal),
          });
    const questions = registerSteps({ teamSize: contest.teamSize, ...detail });
    setChosenCategories(detail.categories);
    setAnswers({});
    if (questions.length === 0) register();
    else setSteps(questions);
  };
  /** Keeps a dialog's answer; registers after the last question, else asks the next. */
  const answer = (given: RegisterRequest) => {
    const all = { ...answers, ...given };
    setAnswers(all);
    if (steps.length <= 1) register(all);
    else setSteps(steps.slice(1));
  };
  // Closing a dialog from code (one giving way to the next) fires its close event too.
  const close = (which: RegisterStep) => () => {
    if (asking !== which) return;
    setSteps([]);
    setError(undefined);
  };

  if (contest.registered)
    return (
      <span className="flex items-center gap-2">
        <span
          className="badge gap-1 border-transparent bg-success/20 text-base-content"
          data-testid="registered-badge"
        >
          <Check className="size-3.5" aria-hidden="true" />
          {team ? `Registered with team ${team.name}` : 'Registered'}
        </span>
        {category && (
          <span className="badge badge-outline" data-testid="registered-category">
            <span className="sr-only">Category: </span>
            {category}
          </span>
        )}
        {contest.status === 'Upcoming' && (
          <button
            type="button"
            className={`${btn} btn-ghost`}
            disabled={mutation.isPending}
            aria-label={`Withdraw from ${contest.title}`}
            onClick={() => {
              mutation.mutate({ contestId: contest._id, register: false });
            }}
          >
            Withdraw
          </button>
        )}
      </span>
    );
  if (registration === 'closed')
    return <span className="text-sm text-base-content/70">Registration closed</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={`${btn} btn-primary`}
        disabled={mutation.isPending}
        aria-label={`Register for ${contest.title}`}
        onClick={() => {
          void start().catch((failure: unknown) => {
            setError(errorMessage(failure));
          });
        }}
      >
        Register
      </button>
      {error && asking === undefined && (
        <span className="text-xs text-error" role="alert">
          {error}
        </span>
      )}
      {contest.teamSize > 1 && (
        <TeamPickerDialog
          open={asking === 'team'}
          contestTitle={contest.title}
          teamSize={contest.teamSize}
          error={error}
          busy={mutation.isPending}
          onSubmit={(teamId) => {
            answer({ teamId });
          }}
          onClose={close('team')}
        />
      )}
      {chosenCategories.length > 0 && (
        <CategoryDialog
          open={asking === 'category'}
          contestTitle={contest.title}
          categories={chosenCategories}
          team={contest.teamSize > 1}
          more={steps.includes('code')}
          error={error}
          busy={mutation.isPending}
          onSubmit={(category) => {
            answer({ category });
          }}
          onClose={close('category')}
        />
      )}
      <AccessCodeDialog
        open={asking === 'code'}
        contestTitle={contest.title}
        error={error}
        busy={mutation.isPending}
        onSubmit={(accessCode) => {
          answer({ accessCode });
        }}
        onClose={close('code')}
      />
    </span>
  );
}
