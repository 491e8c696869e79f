import { EDITOR_PRELOAD_META } from '@/config/editor-preload';

/**
 * Starts downloading the code editor (Monaco and its styles) without running it, so a workspace
 * route fetches it beside its own chunks instead of once it has rendered. The editor's lazy import then
 * finds its modules ready. Running Monaco early is not wanted: its evaluation would compete with the
 * route's first render. Does nothing where index.html names no files (dev) or for a file already linked.
 */
export function preloadEditor(doc: Document = document): void {
  const files = doc.querySelector<HTMLMetaElement>(`meta[name="${EDITOR_PRELOAD_META}"]`)?.content;
  for (const href of files?.split(' ') ?? []) {
    if (href === '' || doc.head.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    // A stylesheet link is what Vite's loader would add for the editor's CSS: it finds this one and moves on.
    link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = href;
    if (link.rel === 'modulepreload') link.crossOrigin = '';
    doc.head.append(link);
  }
}
