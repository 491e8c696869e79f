import { lazy, Suspense, useState } from 'react';
import { LANGUAGE_NAME_BY_ID, type BottomPanelView, type Problem } from '@codecourt/contracts';
import { useTheme } from '@/lib/theme';
import type { EditorCode } from '@/features/workspace/hooks/use-editor-code';
import type { JudgeControls } from '@/features/workspace/hooks/use-judge';
import { ConsolePanel } from '@/features/workspace/components/console-panel';
import { EditorSkeleton } from '@/features/workspace/components/editor-skeleton';
import { EditorToolbar } from '@/features/workspace/components/editor-toolbar';
import { ResetDialog } from '@/features/workspace/components/reset-dialog';

const CodeEditor = lazy(() => import('@/features/workspace/components/code-editor'));

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
  customInput: string | null;
  onCustomInputChange: (input: string | null) => void;
};

export function EditorPane(props: Props) {
  const { problem, editor, judge, view } = props;
  const { theme } = useTheme();
  const [resetOpen, setResetOpen] = useState(false);

  return (
    <>
      <EditorToolbar
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
        <Suspense fallback={<EditorSkeleton />}>
          <CodeEditor
            modelPath={`${problem._id}/${editor.language}`}
            language={editor.language}
            code={editor.code}
            onChange={editor.setCode}
            fontSize={props.fontSize}
            theme={theme}
          />
        </Suspense>
      </div>
      <ConsolePanel
        view={view}
        onViewChange={props.onViewChange}
        samples={problem.visibleTestCases}
        customInput={props.customInput}
        onCustomInputChange={props.onCustomInputChange}
        judge={judge}
        onRun={() => {
          props.onViewChange('result');
          void judge.run(editor.code, editor.language, props.customInput ?? undefined);
        }}
        onSubmit={() => {
          props.onViewChange('result');
          void judge.submit(editor.code, editor.language);
        }}
      />
      <ResetDialog
        open={resetOpen}
        languageName={LANGUAGE_NAME_BY_ID[editor.language]}
        onConfirm={editor.reset}
        onClose={() => {
          setResetOpen(false);
        }}
      />
    </>
  );
}
