import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import type { CodeEditorProps } from '@/features/code-editor/components/code-editor-props';
import { EditorLoadBoundary } from '@/features/code-editor/components/editor-load-boundary';
import { EditorSkeleton } from '@/features/code-editor/components/editor-skeleton';
import { PlainCodeEditor } from '@/features/code-editor/components/plain-code-editor';

// Loaded lazily: Monaco is the page's largest piece and the description must not wait for it.
const MonacoEditor = lazy(() => import('@/features/code-editor/components/code-editor'));

/**
 * Which editor the workspace shows: Monaco in the app. Places without a browser's layout and workers
 * (component tests) provide the plain editor instead, so Monaco is never loaded there.
 */
export const EditorImplementation = createContext<(props: CodeEditorProps) => ReactNode>((props) => (
  <MonacoEditor {...props} />
));

/** The editor, its loading skeleton, and the plain editor when Monaco fails to load. */
export function EditorSurface(props: CodeEditorProps) {
  const renderEditor = useContext(EditorImplementation);
  return (
    <EditorLoadBoundary fallback={<PlainCodeEditor {...props} />}>
      <Suspense fallback={<EditorSkeleton />}>{renderEditor(props)}</Suspense>
    </EditorLoadBoundary>
  );
}
