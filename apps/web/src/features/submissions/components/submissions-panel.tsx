import { useState } from 'react';
import { History, RotateCw } from 'lucide-react';
import { LANGUAGE_NAME_BY_ID, type Submission } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { useSubmissions } from '@/features/submissions/api/get-submissions';
import { formatMemory, formatRuntime, formatSubmittedAt, hasMeasurements } from '@/lib/result-format';
import type { EditorLanguageId } from '@/lib/editor-languages';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { SubmissionDetail } from '@/features/submissions/components/submission-detail';
import { VerdictText } from '@/features/submissions/components/verdict-text';

type Props = {
  problemId: string;
  signedIn: boolean;
  onOpenInEditor: (language: EditorLanguageId, code: string) => void;
};

export function SubmissionsPanel({ problemId, signedIn, onOpenInEditor }: Props) {
  const { state, retry } = useSubmissions(problemId, signedIn);
  const [openId, setOpenId] = useState<string>();

  if (!signedIn) return <SignInPrompt message="Sign in to keep a history of your submissions." />;
  if (openId !== undefined)
    return (
      <SubmissionDetail
        submissionId={openId}
        onBack={() => {
          setOpenId(undefined);
        }}
        onOpenInEditor={onOpenInEditor}
      />
    );
  if (state.status === 'error')
    return (
      <EmptyState
        icon={History}
        tone="error"
        title="Your submissions could not be loaded"
        actions={
          <button type="button" className="btn btn-primary btn-sm" onClick={retry}>
            <RotateCw className="size-4" aria-hidden="true" />
            Try again
          </button>
        }
      />
    );
  if (state.status !== 'ready') return <HistorySkeleton />;
  if (state.data.length === 0)
    return (
      <EmptyState icon={History} title="No submissions yet">
        Your submissions to this problem will be listed here with their verdicts.
      </EmptyState>
    );
  return <HistoryTable submissions={state.data} onOpen={setOpenId} />;
}

function HistoryTable({ submissions, onOpen }: { submissions: Submission[]; onOpen: (id: string) => void }) {
  const [now] = useState(() => Date.now());
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm" data-testid="submissions-table">
        <caption className="sr-only">Your submissions, newest first</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Verdict</th>
            <th scope="col">Language</th>
            <th scope="col">Runtime</th>
            <th scope="col">Memory</th>
            <th scope="col">Submitted</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr
              key={submission._id}
              className="cursor-pointer hover:bg-base-200/70"
              data-testid="submission-row"
              onClick={() => {
                onOpen(submission._id);
              }}
            >
              <td>
                <button
                  type="button"
                  className="rounded-field text-left"
                  aria-label={`Open the ${submission.verdict ?? 'pending'} submission`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(submission._id);
                  }}
                >
                  <VerdictText submission={submission} />
                </button>
                <span className="block text-xs text-base-content/75">
                  {submission.testCasesPassed} / {submission.totalTestCases} tests
                </span>
              </td>
              <td>{LANGUAGE_NAME_BY_ID[submission.language]}</td>
              <td className="font-mono text-xs">
                {hasMeasurements(submission.verdict) ? formatRuntime(submission.runtime) : '—'}
              </td>
              <td className="font-mono text-xs">
                {hasMeasurements(submission.verdict) ? formatMemory(submission.memory) : '—'}
              </td>
              <td
                className="text-xs whitespace-nowrap text-base-content/75"
                title={new Date(submission.createdAt).toLocaleString()}
              >
                {formatSubmittedAt(submission.createdAt, now)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading submissions">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-4">
          <span className="skeleton h-4 w-28" />
          <span className="skeleton h-4 w-16" />
          <span className="skeleton h-4 w-14" />
          <span className="skeleton ml-auto h-4 w-20" />
        </div>
      ))}
    </div>
  );
}
