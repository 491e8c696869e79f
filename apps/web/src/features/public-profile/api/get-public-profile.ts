import { useQuery } from '@tanstack/react-query';
import { publicProfileSchema, type PublicProfile } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';

export const publicProfileKey = (handle: string) => ['public-profile', handle.toLowerCase()] as const;

/** GET /users/{handle}/profile (signed out too): 404 for an unknown handle and for a private profile. */
export async function getPublicProfile(handle: string, signal?: AbortSignal): Promise<PublicProfile> {
  return publicProfileSchema.parse(
    await api.get<unknown>(`/users/${encodeURIComponent(handle)}/profile`, { signal }),
  );
}

export function usePublicProfile(handle: string): RequestState<PublicProfile> {
  const query = useQuery({
    queryKey: publicProfileKey(handle),
    queryFn: ({ signal }) => getPublicProfile(handle, signal),
  });
  return requestState(query);
}
