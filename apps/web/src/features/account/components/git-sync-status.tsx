import { CheckCircle2, CircleAlert, LoaderCircle } from 'lucide-react';
import type { GitSyncSetting } from '@codecourt/contracts';

/** The last sync's result in words: when it ended and whether it pushed, or that one is running. */
export function GitSyncStatus({ setting }: { setting: GitSyncSetting }) {
  const last = setting.lastSync;
  return (
    <div className="mt-4 flex flex-col gap-1 text-sm" role="status" data-testid="git-sync-status">
      {setting.pending && (
        <span className="flex items-center gap-2 text-base-content/75">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Syncing…
        </span>
      )}
      {last ? (
        last.ok ? (
          <span className="flex items-center gap-2 text-success">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Last sync succeeded {new Date(last.at).toLocaleString()}
          </span>
        ) : (
          <span className="flex items-start gap-2 text-error">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Last sync failed {new Date(last.at).toLocaleString()}: {last.error}
            </span>
          </span>
        )
      ) : (
        !setting.pending && <span className="text-base-content/75">Not synced yet.</span>
      )}
    </div>
  );
}
