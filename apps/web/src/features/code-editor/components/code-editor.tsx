import Editor from '@monaco-editor/react';
import '@/features/code-editor/lib/monaco-setup';
import type { CodeEditorProps } from '@/features/code-editor/components/code-editor-props';
import { EditorSkeleton } from '@/features/code-editor/components/editor-skeleton';

/** Loaded lazily: Monaco is the page's largest piece and the description must not wait for it. */
export default function CodeEditor({
  modelPath,
  language,
  code,
  onChange,
  fontSize,
  theme,
}: CodeEditorProps) {
  return (
    <Editor
      path={modelPath}
      language={language}
      value={code}
      onChange={(value) => {
        onChange(value ?? '');
      }}
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      loading={<EditorSkeleton />}
      options={{
        fontSize,
        fontFamily: "ui-monospace, 'JetBrains Mono', 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, monospace",
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        automaticLayout: true,
        tabSize: 4,
        padding: { top: 12, bottom: 12 },
        renderLineHighlight: 'line',
        smoothScrolling: true,
        fixedOverflowWidgets: true,
        scrollbar: { verticalScrollbarSize: 10, horizontalScrollbarSize: 10, useShadows: false },
        ariaLabel: 'Code editor',
      }}
    />
  );
}
