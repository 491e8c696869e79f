// Monaco comes from the local monaco-editor package and its worker is bundled by Vite, so the
// editor works offline and under a strict CSP. Nothing here may point at a CDN.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/go/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/python/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

globalThis.MonacoEnvironment = {
  // Syntax colouring of our languages needs only the core editor worker.
  getWorker: () => new EditorWorker(),
};

export { monaco };
