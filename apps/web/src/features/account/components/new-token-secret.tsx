import type { CreatedPersonalToken } from '@codecourt/contracts';
import { CopyButton } from '@/components/ui/copy-button';

/** The secret of a token just created, with Copy: the only time the server shows it. */
export function NewTokenSecret({ token, onDone }: { token: CreatedPersonalToken; onDone: () => void }) {
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
        <CopyButton text={token.token} what="the token" />
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          Done
        </button>
      </div>
      <p className="mt-3 text-xs text-base-content/75">
        Send it as <code className="font-mono">Authorization: Bearer {'<token>'}</code> with any API request.
      </p>
    </div>
  );
}
