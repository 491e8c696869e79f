import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { PersonalToken } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { formatSubmittedAt } from '@/lib/result-format';
import { useRevokePersonalToken } from '@/features/account/api/revoke-personal-token';

/** The user's tokens with when each was made and last used; revoking asks once more. */
export function PersonalTokenList({ userId, tokens }: { userId: string; tokens: PersonalToken[] }) {
  const [confirming, setConfirming] = useState<string | undefined>();
  const revoke = useRevokePersonalToken(userId);
  const [now] = useState(() => Date.now());

  if (tokens.length === 0)
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-base-content/75" data-testid="tokens-empty">
        <KeyRound className="size-4" aria-hidden="true" />
        No tokens yet. Create one to call the API from a script.
      </p>
    );
  const failure =
    revoke.error instanceof ApiError ? revoke.error.message : revoke.error ? String(revoke.error) : '';
  return (
    <>
      <ul
        className="mt-4 divide-y divide-base-300 rounded-box border border-base-300"
        aria-label="Access tokens"
      >
        {tokens.map((token) => (
          <li key={token._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{token.name}</p>
              <p className="text-xs text-base-content/75">
                Created {formatSubmittedAt(token.createdAt, now)} ·{' '}
                {token.lastUsedAt ? `last used ${formatSubmittedAt(token.lastUsedAt, now)}` : 'never used'}
              </p>
            </div>
            {confirming === token._id ? (
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-error btn-sm"
                  disabled={revoke.isPending}
                  aria-label={`Confirm revoking ${token.name}`}
                  onClick={() => {
                    revoke.mutate(token._id, {
                      onSettled: () => {
                        setConfirming(undefined);
                      },
                    });
                  }}
                >
                  {revoke.isPending ? 'Revoking…' : 'Revoke now'}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => {
                    setConfirming(undefined);
                  }}
                >
                  Cancel
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                aria-label={`Revoke ${token.name}`}
                onClick={() => {
                  setConfirming(token._id);
                }}
              >
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
      {failure && (
        <p className="mt-2 text-sm text-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
