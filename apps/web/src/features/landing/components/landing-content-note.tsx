import { useState } from 'react';
import { X } from 'lucide-react';
import type { LandingFiguresMode } from '@codecourt/contracts';
import { storageKeys } from '@/config/storage-keys';

const KEY = storageKeys.landingContentNoteClosed;

/** localStorage may be blocked (private modes): the note then shows again on the next visit, nothing breaks. */
function wasClosed(): boolean {
  try {
    return globalThis.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    globalThis.localStorage.setItem(KEY, 'true');
  } catch {
    // Closed for this visit only.
  }
}

/**
 * For an admin of an instance still on the example content (figures `marketing`): where the page's figures and
 * stories come from, and how to show the instance's own. Shown until closed, once per browser.
 */
export function LandingContentNote({ figures }: { figures: LandingFiguresMode }) {
  const [closed, setClosed] = useState(wasClosed);
  if (closed || figures !== 'marketing') return null;
  return (
    <aside
      className="mx-auto mt-6 w-full max-w-5xl px-4"
      aria-labelledby="landing-content-note-title"
      data-testid="landing-content-note"
    >
      <div className="flex items-start gap-3 rounded-box border border-info/40 bg-base-100 p-4 text-sm">
        <div className="flex-1">
          <h2 id="landing-content-note-title" className="font-semibold">
            Only admins see this: the figures and stories below are examples
          </h2>
          <p className="mt-1 text-base-content/80">
            To show this instance&apos;s own counts, set <code>figures: live</code> in{' '}
            <code>content/landing.yaml</code> (or the file <code>LANDING_FILE</code> names), edit or empty its
            companies and stories, and restart the API.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label="Close this note"
          onClick={() => {
            rememberClosed();
            setClosed(true);
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
