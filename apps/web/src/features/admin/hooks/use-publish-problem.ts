import { useState } from 'react';
import { MESSAGES, type Problem, type ProblemUpdateInput, type ReferenceFailure } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { useSaveProblem } from '@/features/admin/api/save-problem';
import { verifyProblem } from '@/features/admin/api/verify-problem';
import { publishFailureOf } from '@/features/admin/lib/publish-failure';
import { applyVerifyEvent, NO_PROGRESS, type VerifyProgress } from '@/features/admin/lib/verify-progress';

export type PublishState =
  | { phase: 'idle' }
  | { phase: 'verifying'; progress: VerifyProgress }
  | { phase: 'saving'; progress: VerifyProgress }
  | { phase: 'refused'; message: string; failure?: ReferenceFailure; progress: VerifyProgress }
  | { phase: 'saved'; problem: Problem };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;

/**
 * Publishing as the admin sees it: the references are judged first with live progress (the streamed
 * verify), then the problem is saved, which the server refuses again if a reference fails.
 */
export function usePublishProblem(problemId?: string) {
  const save = useSaveProblem(problemId);
  const [state, setState] = useState<PublishState>({ phase: 'idle' });

  async function publish(input: ProblemUpdateInput): Promise<Problem | undefined> {
    let progress = NO_PROGRESS;
    setState({ phase: 'verifying', progress });
    try {
      const last = await verifyProblem(
        input,
        (event) => {
          progress = applyVerifyEvent(progress, event);
          setState({ phase: 'verifying', progress });
        },
        problemId,
      );
      if (last?.type === 'failed') {
        setState({ phase: 'refused', message: last.error, failure: last.failure, progress });
        return undefined;
      }
      if (last?.type === 'error') {
        setState({ phase: 'refused', message: last.error, progress });
        return undefined;
      }
    } catch (error) {
      setState({
        phase: 'refused',
        message: messageOf(error),
        failure: publishFailureOf(error),
        progress,
      });
      return undefined;
    }
    setState({ phase: 'saving', progress });
    try {
      const problem = await save.mutateAsync(input);
      setState({ phase: 'saved', problem });
      return problem;
    } catch (error) {
      const failure = publishFailureOf(error);
      const message =
        problemId !== undefined && failure === undefined
          ? `${MESSAGES.updateProblemFailed} ${messageOf(error)}`
          : messageOf(error);
      setState({ phase: 'refused', message, failure, progress });
      return undefined;
    }
  }

  return {
    state,
    publish,
    reset: () => {
      setState({ phase: 'idle' });
    },
  };
}
