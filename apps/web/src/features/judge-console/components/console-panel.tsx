import { CloudUpload, Code2, ListChecks, Play, SquareTerminal, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Problem } from '@codecourt/contracts';
import { BOTTOM_PANEL_VIEWS, SHORTCUT_HINTS, type BottomPanelView } from '@/config/workspace';
import type { JudgeControls } from '@/features/judge-console/hooks/use-judge';
import { ResultView } from '@/features/judge-console/components/result-view';
import { TestcaseView } from '@/features/judge-console/components/testcase-view';

const VIEW_META: Record<BottomPanelView, { label: string; icon: LucideIcon }> = {
  code: { label: 'Code', icon: Code2 },
  testcase: { label: 'Testcase', icon: ListChecks },
  result: { label: 'Result', icon: SquareTerminal },
};

type Props = {
  view: BottomPanelView;
  onViewChange: (view: BottomPanelView) => void;
  samples: Problem['visibleTestCases'];
  customInput: string | null;
  onCustomInputChange: (input: string | null) => void;
  judge: Pick<JudgeControls, 'result' | 'running' | 'submitting' | 'live'> &
    Partial<Pick<JudgeControls, 'inputError'>>;
  onRun: () => void;
  onSubmit: () => void;
  /** The open console's height in pixels, and the bar that resizes it. */
  bodyHeight: number;
  resizer: ReactNode;
  /** Drawn under the result (where an accepted solution stands). */
  resultExtra?: ReactNode;
};

export const CONSOLE_BODY_ID = 'console-body';

/** The bottom panel: "code" leaves the editor the whole height, the others open a console. */
export function ConsolePanel(props: Props) {
  const { view, judge } = props;
  const busy = judge.running || judge.submitting;
  return (
    <>
      {view !== 'code' && props.resizer}
      {view !== 'code' && (
        <div
          id={CONSOLE_BODY_ID}
          className="max-h-[70%] shrink-0 overflow-y-auto p-4"
          style={{ height: `${String(props.bodyHeight)}px` }}
          data-testid="console-body"
          aria-live={view === 'result' ? 'polite' : undefined}
        >
          {view === 'testcase' ? (
            <TestcaseView
              samples={props.samples}
              customInput={props.customInput}
              onCustomInputChange={props.onCustomInputChange}
              inputError={judge.inputError}
            />
          ) : (
            <>
              <ResultView
                result={judge.result}
                running={judge.running}
                submitting={judge.submitting}
                live={judge.live}
              />
              {props.resultExtra}
            </>
          )}
        </div>
      )}
      <div className="flex h-12 shrink-0 items-center gap-2 border-t border-base-300 bg-base-200/40 px-2">
        <div role="group" aria-label="Panel" className="flex gap-1">
          {BOTTOM_PANEL_VIEWS.map((option) => {
            const { label, icon: Icon } = VIEW_META[option];
            const active = option === view;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={active}
                data-testid={`view-${option}`}
                className={`btn btn-sm gap-1.5 px-2.5 font-medium ${active ? 'btn-active' : 'btn-ghost text-base-content/70'}`}
                onClick={() => {
                  props.onViewChange(option);
                }}
              >
                <Icon className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{label}</span>
              </button>
            );
          })}
        </div>
        <div className="ml-auto flex items-center gap-2">
          {props.customInput !== null && (
            <span className="badge badge-soft badge-info badge-sm hidden sm:inline-flex">custom input</span>
          )}
          <button
            type="button"
            className="btn btn-sm border-base-300 btn-ghost"
            data-testid="run-button"
            title={`Run (${SHORTCUT_HINTS.run})`}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            disabled={busy}
            onClick={props.onRun}
          >
            {judge.running ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <Play className="size-4" aria-hidden="true" />
            )}
            {judge.running ? 'Running...' : 'Run'}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-success"
            data-testid="submit-button"
            title={`Submit (${SHORTCUT_HINTS.submit})`}
            aria-keyshortcuts="Control+Shift+Enter Meta+Shift+Enter"
            disabled={busy}
            onClick={props.onSubmit}
          >
            {judge.submitting ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <CloudUpload className="size-4" aria-hidden="true" />
            )}
            {judge.submitting ? 'Submitting...' : 'Submit'}
          </button>
        </div>
      </div>
    </>
  );
}
