import type { Plugin, Rollup } from 'vite';
import { EDITOR_PRELOAD_META } from '../src/config/editor-preload.js';

/** The lazily loaded editor (editor-surface.tsx imports it when the workspace renders). */
const EDITOR_MODULE = /\/features\/code-editor\/components\/code-editor\.tsx$/;

type Chunks = Map<string, Rollup.OutputChunk>;

/** The chunk's static import closure, itself included, minus what `loaded` already holds. */
function closure(chunks: Chunks, start: string, loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || loaded.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

/**
 * What a workspace needs to draw its editor, in the order the browser should ask for it. A language's
 * grammar is left out: the editor draws its lines without it, and only one of them is used.
 */
function editorFiles(chunks: Chunks): string[] {
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry);
  const editor = all.find((chunk) => chunk.facadeModuleId && EDITOR_MODULE.test(chunk.facadeModuleId));
  if (!entry || !editor) return [];
  const loaded = new Set(closure(chunks, entry.fileName, new Set()));
  const scripts = closure(chunks, editor.fileName, loaded);
  const styles = scripts.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
  // Largest first: the editor's core is the longest download, so it should start first.
  const bySize = (a: string, b: string) =>
    (chunks.get(b)?.code.length ?? 0) - (chunks.get(a)?.code.length ?? 0);
  return [...styles, ...scripts.sort(bySize)];
}

/**
 * Names, in a meta tag of index.html, the files the workspace's editor is made of (its chunks and their
 * styles), so a workspace route can start downloading them as it starts instead of once it has rendered
 * (src/lib/preload-editor.ts). Only the build has chunks; in dev the tag is absent and nothing is preloaded.
 */
export function editorPreload(): Plugin {
  let base = '/';
  return {
    name: 'codecourt:editor-preload',
    apply: 'build',
    configResolved(config) {
      ({ base } = config);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks: Chunks = new Map();
        for (const [fileName, output] of Object.entries(bundle))
          if (output.type === 'chunk') chunks.set(fileName, output);
        const files = editorFiles(chunks);
        if (files.length === 0) throw new Error('editor-preload: the editor chunk was not found');
        return [
          {
            tag: 'meta',
            attrs: { name: EDITOR_PRELOAD_META, content: files.map((file) => base + file).join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
