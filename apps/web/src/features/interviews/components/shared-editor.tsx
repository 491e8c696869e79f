import { useEffect, useRef } from 'react';
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import { MonacoBinding } from 'y-monaco';
import { INTERVIEW_DOCUMENT, type LanguageId } from '@codecourt/contracts';
import type { Theme } from '@/config/themes';
import { DARK_THEME, monaco } from '@/lib/monaco-setup';
import { monacoLanguageOf } from '@/lib/editor-languages';

export type SharedEditorProps = {
  doc: Y.Doc;
  awareness: Awareness;
  language: LanguageId;
  readOnly: boolean;
  theme: Theme;
};

const FONT_FAMILY = "ui-monospace, 'JetBrains Mono', 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, monospace";

/**
 * Monaco bound to the room's Y.Text("code") by y-monaco: every keystroke is a Yjs change, every remote
 * change lands in the model, and awareness carries this editor's selection to the others (their carets
 * are drawn by the room's cursor stylesheet). Loaded lazily, like the workspace's editor.
 */
export default function SharedEditor({ doc, awareness, language, readOnly, theme }: SharedEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const initial = useRef({ language, readOnly });

  useEffect(() => {
    if (!host.current) return;
    const model = monaco.editor.createModel('', monacoLanguageOf(initial.current.language));
    const created = monaco.editor.create(host.current, {
      model,
      fontSize: 14,
      fontFamily: FONT_FAMILY,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      automaticLayout: true,
      tabSize: 4,
      padding: { top: 20, bottom: 12 },
      readOnly: initial.current.readOnly,
      fixedOverflowWidgets: true,
      scrollbar: { verticalScrollbarSize: 10, horizontalScrollbarSize: 10, useShadows: false },
      ariaLabel: 'Shared code editor',
    });
    const binding = new MonacoBinding(
      doc.getText(INTERVIEW_DOCUMENT.code),
      model,
      new Set([created]),
      awareness,
    );
    editor.current = created;
    return () => {
      binding.destroy();
      // This client's caret leaves the others' editors with it.
      awareness.setLocalStateField('selection', null);
      created.dispose();
      model.dispose();
      editor.current = null;
    };
  }, [doc, awareness]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model) monaco.editor.setModelLanguage(model, monacoLanguageOf(language));
  }, [language]);

  useEffect(() => {
    editor.current?.updateOptions({ readOnly });
  }, [readOnly]);

  useEffect(() => {
    monaco.editor.setTheme(theme === 'dark' ? DARK_THEME : 'vs');
  }, [theme]);

  return <div ref={host} className="h-full w-full" data-testid="shared-editor" />;
}
