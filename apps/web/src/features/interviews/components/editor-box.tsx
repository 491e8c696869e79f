import { lazy, Suspense } from 'react';
import type { SharedEditorProps } from '@/features/interviews/components/shared-editor';

// Monaco is the room's largest piece: the header, the problem and the people show before it has loaded.
const SharedEditor = lazy(() => import('@/features/interviews/components/shared-editor'));

const WIDTHS = [42, 64, 55, 30, 70, 48];

export function EditorBox(props: SharedEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="flex h-full flex-col gap-3 p-5" role="status" aria-label="Loading the shared editor">
          {WIDTHS.map((width, line) => (
            <span key={line} className="skeleton h-3.5" style={{ width: `${String(width)}%` }} />
          ))}
        </div>
      }
    >
      <SharedEditor {...props} />
    </Suspense>
  );
}
