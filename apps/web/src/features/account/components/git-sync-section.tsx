import { useState, type SubmitEvent } from 'react';
import { gitSyncWriteSchema, type GitSyncSetting } from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useGitSync, useGitSyncActions } from '@/features/account/api/git-sync';
import { GitSyncStatus } from '@/features/account/components/git-sync-status';

const failureOf = (error: Error | null): string => error?.message ?? '';

/** Settings' "Sync to Git": the remote, branch and token; the last sync's result; Sync now. */
export function GitSyncSection({ userId }: { userId: string }) {
  const query = useGitSync(userId);
  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-6"
      aria-labelledby="git-sync-title"
      data-testid="git-sync-section"
    >
      <h2 id="git-sync-title" className="font-semibold">
        Sync to Git
      </h2>
      <p className="mt-1 text-sm text-base-content/70">
        After each accepted submission, your latest accepted solutions and your notes are pushed to a Git
        repository of yours over HTTPS, in the background (the same files as the export). Use an access token
        that may push to that repository; it is stored encrypted and never shown again.
      </p>
      {query.isPending ? (
        <div className="mt-4 grid place-items-center py-6">
          <Spinner label="Loading your Git sync setting" />
        </div>
      ) : query.isError ? (
        <div className="mt-4">
          <LoadError
            title="Could not load your Git sync setting"
            error={query.error}
            onRetry={() => {
              void query.refetch();
            }}
          />
        </div>
      ) : (
        <GitSyncForm userId={userId} setting={query.data} />
      )}
    </section>
  );
}

function GitSyncForm({ userId, setting }: { userId: string; setting: GitSyncSetting | null }) {
  const [remoteUrl, setRemoteUrl] = useState(setting?.remoteUrl ?? '');
  const [branch, setBranch] = useState(setting?.branch ?? 'main');
  const [token, setToken] = useState('');
  const [formError, setFormError] = useState('');
  const { save, run } = useGitSyncActions(userId);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = gitSyncWriteSchema.safeParse({ remoteUrl, branch, ...(token ? { token } : {}) });
    if (!checked.success) {
      setFormError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setFormError('');
    save.mutate(checked.data, {
      onSuccess: () => {
        setToken('');
      },
    });
  };
  const failure = formError || failureOf(save.error) || failureOf(run.error);

  return (
    <>
      <form className="mt-4 grid gap-3" onSubmit={submit} noValidate data-testid="git-sync-form">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Repository URL
          <input
            className="input input-sm w-full"
            type="url"
            value={remoteUrl}
            placeholder="https://github.com/you/solutions.git"
            onChange={(event) => {
              setRemoteUrl(event.target.value);
            }}
          />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Branch
            <input
              className="input input-sm w-full"
              value={branch}
              onChange={(event) => {
                setBranch(event.target.value);
              }}
            />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Access token
            <input
              className="input input-sm w-full"
              type="password"
              autoComplete="off"
              value={token}
              placeholder={setting ? 'Stored (leave empty to keep)' : 'ghp_…'}
              onChange={(event) => {
                setToken(event.target.value);
              }}
            />
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save and sync'}
          </button>
          {setting && (
            <button
              type="button"
              className="btn btn-ghost btn-sm border-base-300"
              disabled={run.isPending || setting.pending}
              onClick={() => {
                run.mutate();
              }}
            >
              Sync now
            </button>
          )}
        </div>
        {failure && (
          <span className="text-sm text-error" role="alert">
            {failure}
          </span>
        )}
      </form>
      {setting && <GitSyncStatus setting={setting} />}
    </>
  );
}
