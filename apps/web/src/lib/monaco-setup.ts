// Monaco comes from the local monaco-editor package and its worker is bundled by Vite, so the
// editor works offline and under a strict CSP. Nothing here may point at a CDN.
//
// Only what a judge's editor uses is loaded: the core editor, the editing features below and the
// grammars of our languages, which build/monaco-grammars.ts derives from each language file's `monaco`
// field (C++'s grammar also colours C). `features/register.all` would add inline
// completions, code actions, the diff editor, colour pickers and more (over 1 MB) that no language
// here drives: there are no language services, only Monarch colouring and word suggestions.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/caretOperations/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/fontZoom/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/tokenization/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/wordPartOperations/register';
// The suggest widget itself (register.all reaches it only through inline completions).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'virtual:monaco-grammars';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

globalThis.MonacoEnvironment = {
  // Syntax colouring and word suggestions of our languages need only the core editor worker.
  getWorker: () => new EditorWorker(),
};

/**
 * vs-dark with comments raised from #6A9955 to #8CC27A: axe measured the stock green below 4.5:1 on the
 * editor's background (#8CC27A is about 8:1 on #1E1E1E).
 */
export const DARK_THEME = 'codecourt-dark';
monaco.editor.defineTheme(DARK_THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '8CC27A' }],
  colors: {},
});

export { monaco };
