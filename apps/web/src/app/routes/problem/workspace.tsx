import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Problem } from '@codecourt/contracts';
import { EDITOR_FONT_SIZE, SPLIT_PERCENT, type BottomPanelView, type ProblemTab } from '@/config/workspace';
import { useAuth } from '@/lib/auth';
import { useEditorCode } from '@/features/code-editor/hooks/use-editor-code';
import { useJudge } from '@/features/judge-console/hooks/use-judge';
import { browserStore, FONT_SIZE_KEY, loadNumber, saveNumber } from '@/features/code-editor/lib/code-storage';
import type { EditorLanguageId } from '@/lib/editor-languages';
import { clampFontSize, clampSplit } from '@/lib/layout-limits';
import { EditorPane } from '@/app/routes/problem/editor-pane';
import { ProblemPane } from '@/app/routes/problem/problem-pane';
import { Splitter } from '@/components/ui/splitter';

const PROBLEM_PANE_ID = 'problem-pane';

/** The split workspace of one loaded problem: statement and tabs on the left, editor and console on the right. */
export function Workspace({ problem }: { problem: Problem }) {
  const { user, sessionChecked } = useAuth((s) => s);
  const signedIn = sessionChecked ? user !== null : undefined;
  const container = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<ProblemTab>('description');
  const [split, setSplit] = useState<number>(SPLIT_PERCENT.default);
  const [fullscreen, setFullscreen] = useState(false);
  const [view, setView] = useState<BottomPanelView>('code');
  const [customInput, setCustomInput] = useState<string | null>(null);
  const [fontSize, setFontSize] = useState(() =>
    clampFontSize(loadNumber(browserStore(), FONT_SIZE_KEY) ?? EDITOR_FONT_SIZE.default),
  );
  const editor = useEditorCode(problem);
  // Before the session check answers, let the request decide (a 401 leads to /login).
  const judge = useJudge({ problemId: problem._id, signedIn: signedIn !== false });

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

  const openCode = (language: EditorLanguageId, code: string) => {
    editor.load(language, code);
  };

  return (
    <div
      ref={container}
      className="flex flex-col gap-2 bg-base-200 p-2 lg:h-[calc(100dvh-4rem)] lg:flex-row lg:gap-0"
      style={{ '--split': `${String(clampSplit(split))}%` } as CSSProperties}
      data-testid="workspace"
    >
      <title>{`${problem.title} · CodeCourt`}</title>
      <section
        id={PROBLEM_PANE_ID}
        aria-label="Problem"
        className={`flex min-h-0 flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 lg:w-[var(--split)] lg:shrink-0 ${fullscreen ? 'hidden' : ''}`}
      >
        <ProblemPane
          problem={problem}
          tab={tab}
          onTabChange={setTab}
          signedIn={signedIn}
          language={editor.language}
          code={editor.code}
          onUseSolution={(language, code) => {
            openCode(language, code);
            setTab('description');
          }}
          onOpenInEditor={openCode}
        />
      </section>
      {!fullscreen && (
        <Splitter percent={split} onChange={setSplit} container={container} controls={PROBLEM_PANE_ID} />
      )}
      <section
        aria-label="Code editor"
        data-fullscreen={fullscreen}
        className={
          fullscreen
            ? 'fixed inset-0 z-50 flex flex-col bg-base-100'
            : 'flex h-[80dvh] min-h-0 min-w-0 flex-none flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 lg:h-auto lg:flex-1'
        }
      >
        <EditorPane
          problem={problem}
          editor={editor}
          judge={judge}
          fontSize={fontSize}
          onFontSizeChange={(size) => {
            const next = clampFontSize(size);
            setFontSize(next);
            saveNumber(browserStore(), FONT_SIZE_KEY, next);
          }}
          fullscreen={fullscreen}
          onToggleFullscreen={() => {
            setFullscreen((on) => !on);
          }}
          view={view}
          onViewChange={setView}
          customInput={customInput}
          onCustomInputChange={setCustomInput}
        />
      </section>
    </div>
  );
}
