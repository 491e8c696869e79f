import { useQuery } from '@tanstack/react-query';
import type { HiddenTestCase } from '@codecourt/contracts';
import { queryKeys } from '@/lib/query-keys';
import { rawRequest } from '@/features/admin/api/raw-request';
import { zipEntries } from '@/features/admin/lib/read-zip';

const SECRET_FILE = /(?:^|\/)data\/secret\/([^/]+)\.(in|ans)$/;

/** The hidden tests of a package zip: data/secret/<name>.in with its .ans, in name order. */
export async function hiddenTestsOfPackage(zip: ArrayBuffer): Promise<HiddenTestCase[]> {
  const tests = new Map<string, { input?: string; output?: string }>();
  const text = new TextDecoder();
  for (const entry of zipEntries(zip)) {
    const match = SECRET_FILE.exec(entry.name);
    if (!match?.[1]) continue;
    const test = tests.get(match[1]) ?? {};
    const content = text.decode(await entry.read());
    if (match[2] === 'in') test.input = content;
    else test.output = content;
    tests.set(match[1], test);
  }
  return [...tests.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap(([, { input, output }]) =>
      input !== undefined && output !== undefined ? [{ input, output }] : [],
    );
}

/**
 * The problem's hidden tests, which the public read never carries: taken from its package export
 * (GET /problem/export/{id}, admins only), so an update starts from the stored tests.
 */
export function useHiddenTests(problemId: string) {
  return useQuery({
    queryKey: queryKeys.hiddenTests(problemId),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const response = await rawRequest(`/problem/export/${encodeURIComponent(problemId)}`, {
        method: 'GET',
        signal,
      });
      return hiddenTestsOfPackage(await response.arrayBuffer());
    },
  });
}
