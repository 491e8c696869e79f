import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { PROSE } from '@/components/ui/prose';
import { Spinner } from '@/components/ui/spinner';
import { problemQuery } from '@/lib/api/get-problem';
import { renderMarkdown, sanitiseHtml } from '@/lib/markdown';
import { errorMessage } from '@/lib/api-error';

/** One of a peer room's library problems, by id: its title alone, or its statement too. */
export function usePeerProblem(problemId: string | null) {
  return useQuery({ ...problemQuery(problemId ?? ''), enabled: problemId !== null });
}

type Props = { problemId: string | null; label: string; started: boolean };

/** The statement of the half in play; before the start, why it is not there yet. */
export function PeerProblem({ problemId, label, started }: Props) {
  const problem = usePeerProblem(started ? problemId : null);
  if (!started || problemId === null)
    return (
      <div
        className="flex flex-col items-center gap-2 py-10 text-center text-sm text-base-content/70"
        data-testid="room-problem-hidden"
      >
        <Hourglass className="size-6" aria-hidden="true" />
        {started
          ? 'Both halves are over: give your partner feedback, and read theirs.'
          : 'The first problem appears here once you have both arrived.'}
      </div>
    );
  if (problem.isError)
    return (
      <p role="alert" className="text-sm text-error">
        Could not load the problem: {errorMessage(problem.error)}
      </p>
    );
  if (!problem.data) return <Spinner label="Loading the problem" />;
  const html = problem.data.descriptionHtml ?? renderMarkdown(problem.data.description);
  return (
    <article className="flex flex-col gap-3" data-testid="room-problem">
      <h2 className="text-lg font-semibold">
        {problem.data.title}
        <span className="badge badge-ghost badge-sm ml-2 align-middle">{label}</span>
      </h2>
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />
    </article>
  );
}
