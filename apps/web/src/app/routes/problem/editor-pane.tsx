import { useEffect, useMemo, useState } from 'react';
import { LANGUAGE_NAME_BY_ID, type Problem } from '@codecourt/contracts';
import type { BottomPanelView } from '@/config/workspace';
import { editorLanguagesFor } from '@/lib/editor-languages';
import { useOfferedLanguages } from '@/features/code-editor/api/offered-languages';
import { useTheme } from '@/lib/theme';
import type { EditorCode } from '@/features/code-editor/hooks/use-editor-code';
import type { JudgeControls } from '@/features/judge-console/hooks/use-judge';
import { CONSOLE_BODY_ID, ConsolePanel } from '@/features/judge-console/components/console-panel';
import { RowSplitter } from '@/components/ui/row-splitter';
import { EditorSurface } from '@/features/code-editor/components/editor-surface';
import { EditorToolbar } from '@/features/code-editor/components/editor-toolbar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StandingChart } from '@/features/standing/components/standing-chart';

type Props = {
  problem: Problem;
  editor: EditorCode;
  judge: JudgeControls;
  fontSize: number;
  onFontSizeChange: (size: number) => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  view: BottomPanelView;
  onViewChange: (view: BottomPanelView) => void;
  consoleHeight: number;
  onConsoleHeightChange: (height: number) => void;
  customInput: string | null;
  onCustomInputChange: (input: string | null) => void;
  /** Run and Submit, shared with the workspace's keyboard shortcuts. */
  actions: { run: () => void; submit: () => void };
};

export function EditorPane(props: Props) {
  const { problem, editor, judge, view } = props;
  const { theme } = useTheme();
  const [resetOpen, setResetOpen] = useState(false);
  const offered = useOfferedLanguages();
  const languages = useMemo(() => editorLanguagesFor(problem, offered), [problem, offered]);
  const [firstOffered] = languages;
  const chosenOffered = languages.some(({ id }) => id === editor.language);
  const { setLanguage } = editor;
  useEffect(() => {
    // The judge cannot run the chosen language (its worker is gone): move to one it can.
    if (!chosenOffered && firstOffered) setLanguage(firstOffered.id);
  }, [chosenOffered, firstOffered, setLanguage]);
  const { run, submit } = props.actions;

  return (
    <>
      <EditorToolbar
        languages={languages}
        language={editor.language}
        onLanguageChange={editor.setLanguage}
        fontSize={props.fontSize}
        onFontSizeChange={props.onFontSizeChange}
        onReset={() => {
          setResetOpen(true);
        }}
        fullscreen={props.fullscreen}
        onToggleFullscreen={props.onToggleFullscreen}
      />
      <div className="relative min-h-0 flex-1" data-testid="code-editor">
        <EditorSurface
          modelPath={`${problem._id}/${editor.language}`}
          language={editor.language}
          code={editor.code}
          revision={editor.revision}
          onChange={editor.setCode}
          onRun={run}
          onSubmit={submit}
          fontSize={props.fontSize}
          theme={theme}
        />
      </div>
      <ConsolePanel
        view={view}
        onViewChange={props.onViewChange}
        samples={problem.visibleTestCases}
        customInput={props.customInput}
        onCustomInputChange={props.onCustomInputChange}
        judge={judge}
        onRun={run}
        onSubmit={submit}
        bodyHeight={props.consoleHeight}
        resultExtra={
          judge.result?.kind === 'submit' && judge.result.submission.verdict === 'Accepted' ? (
            <StandingChart submissionId={judge.result.submission._id} />
          ) : undefined
        }
        resizer={
          <RowSplitter
            height={props.consoleHeight}
            onChange={props.onConsoleHeightChange}
            controls={CONSOLE_BODY_ID}
          />
        }
      />
      <ConfirmDialog
        open={resetOpen}
        title="Reset your code?"
        body={`Your ${LANGUAGE_NAME_BY_ID[editor.language]} code for this problem will be replaced by the starter code. Undo (Ctrl/Cmd+Z) in the editor brings it back.`}
        confirmLabel="Reset code"
        onConfirm={editor.reset}
        onClose={() => {
          setResetOpen(false);
        }}
      />
    </>
  );
}
