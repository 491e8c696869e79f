import { useMemo, useState } from 'react';
import { LANGUAGE_NAME_BY_ID, type Problem } from '@codecourt/contracts';
import type { BottomPanelView } from '@/config/workspace';
import { editorLanguagesFor } from '@/lib/editor-languages';
import { useTheme } from '@/lib/theme';
import type { EditorCode } from '@/features/code-editor/hooks/use-editor-code';
import type { JudgeControls } from '@/features/judge-console/hooks/use-judge';
import { ConsolePanel } from '@/features/judge-console/components/console-panel';
import { EditorSurface } from '@/features/code-editor/components/editor-surface';
import { EditorToolbar } from '@/features/code-editor/components/editor-toolbar';
import { ResetDialog } from '@/features/code-editor/components/reset-dialog';

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
  const languages = useMemo(() => editorLanguagesFor(problem), [problem]);

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
          onChange={editor.setCode}
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
