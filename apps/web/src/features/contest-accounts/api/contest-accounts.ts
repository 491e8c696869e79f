import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTEST_ACCOUNTS_IMPORT_TIMEOUT_MS,
  contestDetailSchema,
  importAccountsErrorSchema,
  importAccountsResponseSchema,
  type AccountRowProblem,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

const id = (value: string) => encodeURIComponent(value);

/** GET /contests/{id}: the contest the accounts are for (its title and team size). */
export function useAccountsContest(contestId: string) {
  return useQuery({
    queryKey: [...queryKeys.contests, 'detail', contestId],
    queryFn: async ({ signal }) =>
      contestDetailSchema.parse(await api.get<unknown>(`/contests/${id(contestId)}`, { signal })),
  });
}

/** POST /contests/{id}/accounts (admin): the accounts with their one-time passwords. */
export function useImportAccounts(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) =>
      importAccountsResponseSchema.parse(
        await api.post<unknown>(
          `/contests/${id(contestId)}/accounts`,
          { csv },
          { timeoutMs: CONTEST_ACCOUNTS_IMPORT_TIMEOUT_MS },
        ),
      ),
    // New registrations change the contest's participant count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contests }),
  });
}

/** The lines an import was refused for (its 400), or none for any other failure. */
export function refusedRows(error: unknown): AccountRowProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = importAccountsErrorSchema.safeParse(error.data);
  return body.success ? body.data.rows : [];
}
