import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gitSyncResponseSchema, gitSyncSettingSchema } from '@codecourt/contracts';
import type { GitSyncSetting, GitSyncWrite } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** While a sync is owed or running, the setting is asked for again this often to show its result. */
const PENDING_POLL_MS = 2000;

/** GET /git-sync: the setting (never its token) and the last sync's result, or null when not set up. */
export function useGitSync(userId: string) {
  return useQuery({
    queryKey: queryKeys.gitSyncOf(userId),
    queryFn: async ({ signal }): Promise<GitSyncSetting | null> =>
      gitSyncResponseSchema.parse(await api.get<unknown>('/git-sync', { signal })),
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  });
}

/** PUT /git-sync (save, which syncs at once) and POST /git-sync/run (sync now); both answer the setting. */
export function useGitSyncActions(userId: string) {
  const client = useQueryClient();
  const store = (setting: GitSyncSetting) => client.setQueryData(queryKeys.gitSyncOf(userId), setting);
  return {
    save: useMutation({
      mutationFn: async (write: GitSyncWrite): Promise<GitSyncSetting> =>
        gitSyncSettingSchema.parse(await api.put<unknown>('/git-sync', write)),
      onSuccess: store,
    }),
    run: useMutation({
      mutationFn: async (): Promise<GitSyncSetting> =>
        gitSyncSettingSchema.parse(await api.post<unknown>('/git-sync/run', {})),
      onSuccess: store,
    }),
  };
}
