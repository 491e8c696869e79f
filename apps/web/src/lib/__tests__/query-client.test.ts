import { describe, expect, it } from 'vitest';
import { createQueryClient, forgetUserData, invalidateAfterSubmit } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

const PROBLEM = 'p1';
const OTHER_PROBLEM = 'p2';

function seededClient() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.submissionsOf(PROBLEM), []);
  client.setQueryData(queryKeys.submissionsOf(OTHER_PROBLEM), []);
  client.setQueryData(queryKeys.solvedProblemsOf('u1'), new Set<string>());
  client.setQueryData(queryKeys.submission('s1'), { _id: 's1' });
  client.setQueryData(queryKeys.problems, []);
  client.setQueryData(queryKeys.problem(PROBLEM), { _id: PROBLEM });
  return client;
}

const invalidated = (client: ReturnType<typeof createQueryClient>, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

describe('query cache rules', () => {
  it("when a submit settles, then that problem's history and the solved list are stale, nothing else", async () => {
    const client = seededClient();
    await invalidateAfterSubmit(client, PROBLEM);

    expect(invalidated(client, queryKeys.submissionsOf(PROBLEM))).toBe(true);
    expect(invalidated(client, queryKeys.solvedProblemsOf('u1'))).toBe(true);
    expect(invalidated(client, queryKeys.submissionsOf(OTHER_PROBLEM))).toBe(false);
    expect(invalidated(client, queryKeys.problems)).toBe(false);
    expect(invalidated(client, queryKeys.problem(PROBLEM))).toBe(false);
  });

  it('when the user changes, then their submissions and solved list are dropped and the public problems kept', () => {
    const client = seededClient();
    forgetUserData(client);

    expect(client.getQueryData(queryKeys.submissionsOf(PROBLEM))).toBeUndefined();
    expect(client.getQueryData(queryKeys.submission('s1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.solvedProblemsOf('u1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.problems)).toEqual([]);
    expect(client.getQueryData(queryKeys.problem(PROBLEM))).toEqual({ _id: PROBLEM });
  });
});
