import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LANGUAGE_NAME_BY_ID, type Problem } from '@codecourt/contracts';
import { PHONE_EDITOR_TABS, PROBLEM_TABS, type ProblemTab, type WorkspaceTab } from '@/config/workspace';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { useAuth } from '@/lib/auth';
import { useEditorCode } from '@/features/code-editor/hooks/use-editor-code';
import { useDraftSync } from '@/features/code-editor/hooks/use-draft-sync';
import { useLastLanguage } from '@/features/code-editor/hooks/use-last-language';
import { tutorResultOf } from '@/features/ai-help/lib/tutor-result';
import { useRecordSolutionTake } from '@/features/problem-statement/api/record-solution-take';
import { useJudge, type JudgeEndpoints } from '@/features/judge-console/hooks/use-judge';
import type { EditorLanguageId } from '@/lib/editor-languages';
import { EditorPane } from '@/app/routes/problem/editor-pane';
import { ProblemPane } from '@/app/routes/problem/problem-pane';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EDITOR_PANEL_ID, ProblemTabs } from '@/features/problem-statement/components/problem-tabs';
import { Splitter } from '@/components/ui/splitter';
import { useLayoutPreferences } from '@/app/routes/problem/use-layout-preferences';
import { useRunShortcuts } from '@/app/routes/problem/use-run-shortcuts';

const PROBLEM_PANE_ID = 'problem-pane';

/** A contest's workspace: Run and Submit go to the contest, some tabs are off, a bar (timer, way back) on top. */
export type ContestMode = { endpoints: JudgeEndpoints; tabs: readonly ProblemTab[]; bar: ReactNode };

/**
 * The split workspace of one loaded problem: statement and tabs on the left, editor and console on
 * the right, filling the screen below the navbar; each pane scrolls on its own. On a phone one pane
 * shows at a time, chosen in one tab bar: the problem's tabs, then Code and Result.
 */
export function Workspace({ problem, contest }: { problem: Problem; contest?: ContestMode }) {
  const { user, sessionChecked } = useAuth((s) => s);
  const signedIn = sessionChecked ? user !== null : undefined;
  const container = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<ProblemTab>('description');
  const [fullscreen, setFullscreen] = useState(false);
  const [phoneDescription, setPhoneDescription] = useState(true);
  const [customInput, setCustomInput] = useState<string | null>(null);
  const layout = useLayoutPreferences();
  const wide = useWideScreen();
  const editor = useEditorCode(problem);
  // Opened from the Review page: the user solves it again from the starter code (their old solution
  // stays in the Submissions tab).
  const [searchParams] = useSearchParams();
  const reviewing = searchParams.get('review') === '1';
  // A contest's problem may be hidden from the library, where drafts are kept: its code stays local. A review
  // starts blank: the server's draft (the old solution) must not come back over the starter code.
  useDraftSync(editor, problem._id, signedIn === true && !contest && !reviewing);
  useLastLanguage(editor, problem, signedIn === true && !contest && !reviewing);
  const startedBlank = useRef(false);
  useEffect(() => {
    if (!reviewing || startedBlank.current) return;
    startedBlank.current = true;
    editor.reset();
  }, [reviewing, editor]);
  // Before the session check answers, let the request decide (a 401 leads to /login).
  const judge = useJudge({
    problemId: problem._id,
    signedIn: signedIn !== false,
    endpoints: contest?.endpoints,
  });

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [fullscreen]);

  const busy = judge.running || judge.submitting;
  const showResult = () => {
    layout.setView('result');
    setPhoneDescription(false);
  };
  const actions = {
    run: () => {
      if (busy) return;
      showResult();
      void judge.run(editor.code, editor.language, customInput ?? undefined);
    },
    submit: () => {
      if (busy) return;
      showResult();
      void judge.submit(editor.code, editor.language);
    },
  };
  useRunShortcuts(actions);
  // Input that does not fit the problem's format is answered under the input box: once per answer, so
  // the user can still open the result afterwards.
  const { inputError, result: answer } = judge;
  const { setView } = layout;
  const answered = useRef(answer);
  useEffect(() => {
    if (answered.current === answer) return;
    answered.current = answer;
    if (inputError !== undefined) setView('testcase');
  }, [answer, inputError, setView]);

  const openCode = (language: EditorLanguageId, code: string) => {
    editor.load(language, code);
    setPhoneDescription(false);
  };
  // A solution replaces a draft only once the user agrees; starter code is replaced at once.
  const [pendingSolution, setPendingSolution] = useState<{ language: EditorLanguageId; code: string } | null>(
    null,
  );
  // A solution put in the editor, or the editorial's video played, grades the next review "again". A contest's
  // problem has neither tab, and a visitor has no review to grade.
  const recordTake = useRecordSolutionTake(problem._id, signedIn === true && !contest);
  const applySolution = (language: EditorLanguageId, code: string) => {
    openCode(language, code);
    setTab('description');
    recordTake('use-solution');
  };
  const chooseSolution = (language: EditorLanguageId, code: string) => {
    if (editor.hasDraft(language) && editor.codeOf(language) !== code) {
      setPendingSolution({ language, code });
      return;
    }
    applySolution(language, code);
  };
  const phoneTab: WorkspaceTab = phoneDescription ? tab : layout.view === 'result' ? 'result' : 'code';
  const selectPhoneTab = (next: WorkspaceTab) => {
    if (next === 'result' || next === 'code') {
      setPhoneDescription(false);
      if (next === 'result') layout.setView('result');
      else if (layout.view === 'result') layout.setView('code');
      return;
    }
    setTab(next);
    setPhoneDescription(true);
  };

  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col gap-2 bg-base-200 p-2" data-testid="workspace-page">
      <title>{`${problem.title} · CodeCourt`}</title>
      {contest?.bar}
      {!wide && (
        <div className="shrink-0 overflow-hidden rounded-box border border-base-300 bg-base-100">
          <ProblemTabs
            active={phoneTab}
            onSelect={selectPhoneTab}
            tabs={[...(contest?.tabs ?? PROBLEM_TABS), ...PHONE_EDITOR_TABS]}
            label="Workspace"
            testId="phone-tabs"
          />
        </div>
      )}
      <div
        ref={container}
        className="flex min-h-0 flex-1 flex-col lg:flex-row"
        style={{ '--split': `${String(layout.split)}%` } as CSSProperties}
        data-testid="workspace"
      >
        <section
          id={PROBLEM_PANE_ID}
          aria-label="Problem"
          className={`min-h-0 flex-1 flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 lg:w-[var(--split)] lg:flex-none lg:shrink-0 ${fullscreen ? 'hidden' : phoneDescription ? 'flex' : 'hidden lg:flex'}`}
        >
          <ProblemPane
            problem={problem}
            tab={tab}
            onTabChange={setTab}
            signedIn={signedIn}
            language={editor.language}
            code={editor.code}
            lastResult={
              judge.result?.kind === 'run'
                ? tutorResultOf('run', judge.result.run, problem)
                : judge.result?.kind === 'submit'
                  ? tutorResultOf('submit', judge.result.submission, problem)
                  : undefined
            }
            onUseSolution={chooseSolution}
            onEditorialPlayed={() => {
              recordTake('editorial');
            }}
            onOpenInEditor={openCode}
            contestTabs={contest?.tabs}
            showTabs={wide}
          />
        </section>
        {!fullscreen && (
          <Splitter
            percent={layout.split}
            onChange={layout.setSplit}
            container={container}
            controls={PROBLEM_PANE_ID}
          />
        )}
        <section
          id={EDITOR_PANEL_ID}
          aria-label="Code editor"
          data-fullscreen={fullscreen}
          className={
            fullscreen
              ? 'fixed inset-0 z-50 flex flex-col bg-base-100'
              : `min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 ${phoneDescription ? 'hidden lg:flex' : 'flex'}`
          }
        >
          <EditorPane
            problem={problem}
            editor={editor}
            judge={judge}
            fontSize={layout.fontSize}
            onFontSizeChange={layout.setFontSize}
            fullscreen={fullscreen}
            onToggleFullscreen={() => {
              setFullscreen((on) => !on);
            }}
            view={layout.view}
            onViewChange={layout.setView}
            consoleHeight={layout.consoleHeight}
            onConsoleHeightChange={layout.setConsoleHeight}
            customInput={customInput}
            onCustomInputChange={setCustomInput}
            actions={actions}
          />
        </section>
      </div>
      <ConfirmDialog
        open={pendingSolution !== null}
        title="Replace your code?"
        body={`Your ${pendingSolution ? LANGUAGE_NAME_BY_ID[pendingSolution.language] : ''} code for this problem will be replaced by the reference solution. Undo (Ctrl/Cmd+Z) in the editor brings it back.`}
        confirmLabel="Use solution"
        onConfirm={() => {
          if (pendingSolution) applySolution(pendingSolution.language, pendingSolution.code);
        }}
        onClose={() => {
          setPendingSolution(null);
        }}
      />
    </div>
  );
}
