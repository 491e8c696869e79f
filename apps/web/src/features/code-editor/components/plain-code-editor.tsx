import type { CodeEditorProps } from '@/features/code-editor/components/code-editor-props';

const MONO = "ui-monospace, 'JetBrains Mono', 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, monospace";

/**
 * A plain text area with the editor's props: it stands in when Monaco cannot load (an old browser,
 * a blocked worker), so the problem can still be solved, and it is what component tests render.
 */
export function PlainCodeEditor({ language, code, onChange, fontSize }: CodeEditorProps) {
  return (
    <textarea
      className="h-full w-full resize-none bg-base-100 p-3 leading-normal outline-none"
      style={{ fontSize: `${String(fontSize)}px`, fontFamily: MONO, tabSize: 4 }}
      aria-label="Code editor"
      data-language={language}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      value={code}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
