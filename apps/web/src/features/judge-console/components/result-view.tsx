import { CircleAlert, Hourglass, Play } from 'lucide-react';
import { MESSAGES } from '@codecourt/contracts';
import type { ConsoleAnswer } from '@/features/judge-console/hooks/use-judge';
import { LiveJudging } from '@/features/judge-console/components/live-judging';
import type { LiveProgress } from '@/features/judge-console/lib/live-progress';
import { RunResult } from '@/features/judge-console/components/run-result';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { SubmitResult } from '@/features/judge-console/components/submit-result';

type Props = {
  result: ConsoleAnswer | undefined;
  running: boolean;
  submitting: boolean;
  live?: LiveProgress | undefined;
};

export function ResultView({ result, running, submitting, live }: Props) {
  if (submitting && live) return <LiveJudging progress={live} />;
  if (running || submitting)
    return (
      <div
        className="flex h-full min-h-32 flex-col items-center justify-center gap-3 text-sm text-base-content/75"
        role="status"
      >
        <span className="loading loading-dots loading-md text-primary" aria-hidden="true" />
        {running ? 'Running your code on the examples...' : 'Judging your submission on every test...'}
      </div>
    );
  if (!result)
    return (
      <div className="flex h-full min-h-32 flex-col items-center justify-center gap-2 text-center text-sm text-base-content/75">
        <Play className="size-5" aria-hidden="true" />
        Run your code to check it on the examples, or submit it to be judged on every test.
      </div>
    );
  switch (result.kind) {
    case 'run':
      return <RunResult key={result.id} run={result.run} customInput={result.customInput} />;
    case 'submit': {
      const { submission } = result;
      // Still without a verdict after the wait and the polling: it is judged later, in the history.
      if (submission.verdict === null) return <Notice tone="info" message={MESSAGES.stillJudging} />;
      return <SubmitResult judgement={submission} verdict={submission.verdict} />;
    }
    case 'sign-in':
      return <SignInPrompt message="Sign in to run and submit your code." />;
    case 'blank-code':
      return <Notice tone="warning" message={MESSAGES.blankCode} />;
    case 'failure':
      return <Notice tone="error" message={result.message} />;
  }
}

function Notice({ tone, message }: { tone: 'info' | 'warning' | 'error'; message: string }) {
  const className = { info: 'alert-info', warning: 'alert-warning', error: 'alert-error' }[tone];
  const Icon = tone === 'info' ? Hourglass : CircleAlert;
  return (
    <div role="alert" className={`alert alert-soft text-sm ${className}`} data-testid="result-notice">
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
