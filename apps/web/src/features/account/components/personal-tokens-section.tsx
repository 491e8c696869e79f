import { useState } from 'react';
import { PERSONAL_TOKENS_PER_USER_MAX, type CreatedPersonalToken } from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { usePersonalTokens } from '@/features/account/api/get-personal-tokens';
import { NewTokenSecret } from '@/features/account/components/new-token-secret';
import { PersonalTokenForm } from '@/features/account/components/personal-token-form';
import { PersonalTokenList } from '@/features/account/components/personal-token-list';

/** Settings' "Access tokens": create (secret shown once, with Copy), list and revoke personal access tokens. */
export function PersonalTokensSection({ userId }: { userId: string }) {
  const { state, retry } = usePersonalTokens(userId);
  const [created, setCreated] = useState<CreatedPersonalToken | undefined>();
  const held = state.status === 'ready' ? state.data.length : 0;

  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-6"
      aria-labelledby="tokens-title"
      data-testid="tokens-section"
    >
      <h2 id="tokens-title" className="font-semibold">
        Access tokens
      </h2>
      <p className="mt-1 text-sm text-base-content/70">
        Scripts and tools sign in to the API with a token instead of a password (
        <a className="link link-primary" href="/api/docs">
          API docs
        </a>
        ). You can hold {PERSONAL_TOKENS_PER_USER_MAX}; {held} in use.
      </p>
      <PersonalTokenForm
        userId={userId}
        atLimit={held >= PERSONAL_TOKENS_PER_USER_MAX}
        onCreated={setCreated}
      />
      {created && (
        <NewTokenSecret
          token={created}
          onDone={() => {
            setCreated(undefined);
          }}
        />
      )}
      {state.status === 'ready' ? (
        <PersonalTokenList userId={userId} tokens={state.data} />
      ) : state.status === 'error' ? (
        <div className="mt-4">
          <LoadError title="Could not load your tokens" error={state.error} onRetry={retry} />
        </div>
      ) : (
        <div className="mt-4 grid place-items-center py-6">
          <Spinner label="Loading your tokens" />
        </div>
      )}
    </section>
  );
}
