import { monaco } from '@/lib/monaco-setup';

/**
 * The text model of one problem and language. Models live as long as the page, so switching
 * language (or problem) and back keeps the text, the cursor and the undo history; the first open
 * seeds it with `initialCode` (the saved draft or the starter code).
 */
export function editorModel(
  modelPath: string,
  language: string,
  initialCode: string,
): monaco.editor.ITextModel {
  const uri = monaco.Uri.from({ scheme: 'inmemory', authority: 'codecourt', path: `/${modelPath}` });
  return monaco.editor.getModel(uri) ?? monaco.editor.createModel(initialCode, language, uri);
}

/** Replaces the whole text as one undoable edit (reset, Use This Solution). */
export function replaceText(model: monaco.editor.ITextModel, code: string): void {
  if (model.getValue() === code) return;
  model.pushStackElement();
  model.pushEditOperations([], [{ range: model.getFullModelRange(), text: code }], () => null);
  model.pushStackElement();
}
