import * as oidc from 'openid-client';
import type { SsoProvider } from '@codecourt/contracts';
import { isLoopbackHost } from '../../config.js';
import type { OidcProviderConfig } from '../../config.js';

/** Seconds a provider has to answer discovery, the token request or userinfo. */
const PROVIDER_TIMEOUT_S = 10;

export type SsoProviders = {
  /** The sign-in page's buttons, in configured order. */
  list: () => SsoProvider[];
  has: (id: string) => boolean;
  /** The provider's discovered configuration; rejects while it is down (a failure is not remembered). */
  configOf: (id: string) => Promise<oidc.Configuration>;
};

/**
 * The configured OpenID Connect providers, each discovered once (openid-client reads its
 * `.well-known/openid-configuration`). Plain http is allowed only for an issuer on this machine (a provider
 * run for development or tests); any other must be https.
 */
export function createSsoProviders(configs: readonly OidcProviderConfig[]): SsoProviders {
  const byId = new Map(configs.map((c) => [c.id, c]));
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  const discover = (config: OidcProviderConfig): Promise<oidc.Configuration> => {
    const issuer = new URL(config.issuer);
    const local = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to stand out: for an issuer on this machine alone
    const plainHttp = local ? { execute: [oidc.allowInsecureRequests] } : {};
    return oidc.discovery(issuer, config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), {
      timeout: PROVIDER_TIMEOUT_S,
      ...plainHttp,
    });
  };

  return {
    list: () => configs.map(({ id, name }) => ({ id, name })),
    has: (id) => byId.has(id),
    configOf(id) {
      const config = byId.get(id);
      if (!config) return Promise.reject(new Error(`no OIDC provider ${id}`));
      const known = discovered.get(id);
      if (known) return known;
      const pending = discover(config);
      discovered.set(id, pending);
      pending.catch(() => discovered.delete(id));
      return pending;
    },
  };
}
