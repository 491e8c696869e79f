import { ArrowLeft, FileCode2 } from 'lucide-react';
import { LANGUAGE_NAME_BY_ID } from '@codecourt/contracts';
import { useSubmission } from '@/lib/api/get-submission';
import { isEditorLanguage, type EditorLanguageId } from '@/lib/editor-languages';
import { formatMemory, formatRuntime, hasMeasurements } from '@/lib/result-format';
import { IoBlock, Stat } from '@/components/ui/io-block';
import { ScoreGroups } from '@/components/ui/score-groups';
import { HighlightedCode } from '@/components/ui/highlighted-code';
import { FailingTest } from '@/components/ui/judged-test';
import { JudgeFaultDetail } from '@/features/submissions/components/judge-fault-detail';
import { VerdictText } from '@/features/submissions/components/verdict-text';

type Props = {
  submissionId: string;
  onBack: () => void;
  onOpenInEditor: (language: EditorLanguageId, code: string) => void;
};

export function SubmissionDetail({ submissionId, onBack, onOpenInEditor }: Props) {
  const { state, retry } = useSubmission(submissionId);
  return (
    <section className="flex flex-col gap-4" aria-label="Submission" data-testid="submission-detail">
      <button type="button" className="btn btn-ghost btn-sm self-start" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        All submissions
      </button>
      {state.status === 'error' && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          <span>This submission could not be loaded.</span>
          <button type="button" className="btn btn-sm" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <span className="skeleton h-40 w-full" />}
      {state.status === 'ready' && (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-lg">
              <VerdictText submission={state.data} />
            </p>
            <p className="text-xs text-base-content/75">{new Date(state.data.createdAt).toLocaleString()}</p>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Stat label="Language" value={LANGUAGE_NAME_BY_ID[state.data.language]} />
            <Stat
              label="Tests passed"
              value={`${String(state.data.testCasesPassed)} / ${String(state.data.totalTestCases)}`}
            />
            {hasMeasurements(state.data.verdict) && (
              <>
                <Stat label="Runtime" value={formatRuntime(state.data.runtime)} />
                <Stat label="Memory" value={formatMemory(state.data.memory)} />
              </>
            )}
          </div>
          <ScoreGroups judgement={state.data} />
          {(state.data.compileOutput ?? state.data.error) && (
            <IoBlock label="Error" value={state.data.compileOutput ?? state.data.error ?? ''} tone="error" />
          )}
          <JudgeFaultDetail fault={state.data.judgeFault} />
          <FailingTest tests={state.data.tests} />
          <div className="flex items-center justify-between">
            <h3 className="text-sm font-semibold">Code</h3>
            {isEditorLanguage(state.data.language) && (
              <button
                type="button"
                className="btn btn-ghost btn-xs border-base-300"
                onClick={() => {
                  const { language, code } = state.data;
                  if (isEditorLanguage(language)) onOpenInEditor(language, code);
                }}
              >
                <FileCode2 className="size-3.5" aria-hidden="true" />
                Open in editor
              </button>
            )}
          </div>
          <HighlightedCode
            code={state.data.code}
            language={state.data.language}
            className="max-h-[28rem]"
            testId="submission-code"
          />
        </>
      )}
    </section>
  );
}
