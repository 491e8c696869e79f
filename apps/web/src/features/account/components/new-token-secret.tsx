import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { CreatedPersonalToken } from '@codecourt/contracts';

type CopyState = 'idle' | 'copied' | 'failed';

/** The secret of a token just created, with Copy: the only time the server shows it. */
export function NewTokenSecret({ token, onDone }: { token: CreatedPersonalToken; onDone: () => void }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopy('copied');
    } catch {
      // Clipboard access is refused on plain http and in some embedded browsers: the field stays selectable.
      setCopy('failed');
    }
  };
  return (
    <div className="mt-4 rounded-box border border-success/40 bg-success/5 p-4" data-testid="new-token">
      <p className="text-sm font-medium">
        Token “{token.name}” created. Copy it now: it will not be shown again.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          className="input input-sm min-w-0 flex-1 font-mono"
          readOnly
          value={token.token}
          aria-label="New token"
          onFocus={(event) => {
            event.target.select();
          }}
        />
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => {
            void copySecret();
          }}
        >
          {copy === 'copied' ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          Done
        </button>
      </div>
      {copy === 'failed' && (
        <p className="mt-2 text-sm text-error" role="alert">
          Could not copy to the clipboard: select the token and copy it yourself.
        </p>
      )}
      <p className="mt-3 text-xs text-base-content/75">
        Send it as <code className="font-mono">Authorization: Bearer {'<token>'}</code> with any API request.
      </p>
    </div>
  );
}
