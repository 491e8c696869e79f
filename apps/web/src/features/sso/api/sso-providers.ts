import { useQuery } from '@tanstack/react-query';
import { ssoProvidersResponseSchema, type SsoProvider } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** GET /user/sso/providers: the OpenID Connect providers this site offers (none unless configured). */
export async function getSsoProviders(signal?: AbortSignal): Promise<SsoProvider[]> {
  return ssoProvidersResponseSchema.parse(await api.get<unknown>('/user/sso/providers', { signal }))
    .providers;
}

export function useSsoProviders() {
  // The list is the server's configuration: it does not change while the page is open.
  return useQuery({
    queryKey: ['sso-providers'],
    queryFn: ({ signal }) => getSsoProviders(signal),
    staleTime: Infinity,
  });
}
