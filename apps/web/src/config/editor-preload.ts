/** The meta tag of index.html that lists the editor's files (written by build/editor-preload.ts). */
export const EDITOR_PRELOAD_META = 'codecourt-editor-preload';
