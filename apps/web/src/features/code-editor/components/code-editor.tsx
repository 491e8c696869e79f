import { useEffect, useLayoutEffect, useRef } from 'react';
import { DARK_THEME, monaco } from '@/lib/monaco-setup';
import { editorModel, replaceText } from '@/features/code-editor/lib/editor-models';
import { monacoLanguageOf } from '@/lib/editor-languages';
import type { CodeEditorProps } from '@/features/code-editor/components/code-editor-props';

const FONT_FAMILY = "ui-monospace, 'JetBrains Mono', 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, monospace";

/**
 * Monaco over uncontrolled models: the model owns the text and reports every change; React state
 * never flows back into it except as an explicit replacement (`revision`). Loaded lazily: Monaco is
 * the page's largest piece and the description must not wait for it.
 */
export default function CodeEditor(props: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const latest = useRef(props);
  const appliedRevision = useRef(props.revision);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!host.current) return;
    const created = monaco.editor.create(host.current, {
      model: null,
      fontSize: latest.current.fontSize,
      fontFamily: FONT_FAMILY,
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
    });
    created.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => latest.current.onRun?.());
    created.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.Enter, () =>
      latest.current.onSubmit?.(),
    );
    const changes = created.onDidChangeModelContent(() => {
      const model = created.getModel();
      if (model) latest.current.onChange(model.getValue());
    });
    editor.current = created;
    return () => {
      changes.dispose();
      created.dispose();
      editor.current = null;
    };
  }, []);

  const { modelPath, language, code, revision } = props;
  useEffect(() => {
    const current = editor.current;
    if (!current) return;
    const model = editorModel(modelPath, monacoLanguageOf(language), code);
    if (current.getModel() !== model) current.setModel(model);
    if (revision !== appliedRevision.current) {
      appliedRevision.current = revision;
      replaceText(model, code);
    }
    // `code` is read only on a model switch or a new revision: typing must never write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelPath, language, revision]);

  useEffect(() => {
    editor.current?.updateOptions({ fontSize: props.fontSize });
  }, [props.fontSize]);

  useEffect(() => {
    monaco.editor.setTheme(props.theme === 'dark' ? DARK_THEME : 'vs');
  }, [props.theme]);

  return <div ref={host} className="h-full w-full" data-testid="monaco-host" />;
}
