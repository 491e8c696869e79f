// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_PRELOAD_META } from '@/config/editor-preload';
import { preloadEditor } from '@/lib/preload-editor';

function linksInHead() {
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

function nameEditorFiles(content: string) {
  const meta = document.createElement('meta');
  meta.name = EDITOR_PRELOAD_META;
  meta.content = content;
  document.head.append(meta);
}

describe('preloadEditor', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('when index.html names the editor’s files, then scripts are preloaded as modules and styles linked', () => {
    nameEditorFiles('/assets/editor-a.css /assets/editor.api-b.js /assets/code-editor-c.js');

    preloadEditor();

    expect(linksInHead()).toEqual([
      { rel: 'stylesheet', href: '/assets/editor-a.css', crossorigin: null },
      { rel: 'modulepreload', href: '/assets/editor.api-b.js', crossorigin: '' },
      { rel: 'modulepreload', href: '/assets/code-editor-c.js', crossorigin: '' },
    ]);
  });

  it('when a workspace is opened again, then no file is linked twice', () => {
    nameEditorFiles('/assets/editor-a.css /assets/editor.api-b.js');
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = '/assets/editor.api-b.js';
    document.head.append(existing);

    preloadEditor();
    preloadEditor();

    expect(linksInHead().map(({ href }) => href)).toEqual([
      '/assets/editor.api-b.js',
      '/assets/editor-a.css',
    ]);
  });

  it('when index.html names no files (the dev server), then nothing is added', () => {
    preloadEditor();

    expect(linksInHead()).toEqual([]);
  });
});
