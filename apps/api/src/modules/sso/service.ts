import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  FIRST_NAME_MAX_LENGTH,
  FIRST_NAME_MIN_LENGTH,
  LAST_NAME_MAX_LENGTH,
  SSO_STATE_TTL_MS,
  emailSchema,
} from '@codecourt/contracts';
import type { SsoErrorCode } from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Logger } from '../../lib/logger.js';
import { hashPassword } from '../user/password-hasher.js';
import type { SsoProviders } from './providers.js';
import type { SsoRepository } from './repository.js';

/** A sign-in through a provider that did not end in a user: the web app shows the code's message. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    cause?: unknown,
  ) {
    super(code, { cause });
  }
}

export type SsoServiceDeps = {
  providers: SsoProviders;
  repository: SsoRepository;
  logger: Logger;
  /** `PUBLIC_URL/api/user/sso/<id>/callback`, as registered at the provider. */
  redirectUriOf: (provider: string) => string;
  now: () => Date;
};

type Profile = { email: unknown; emailVerified: unknown; first: unknown; last: unknown; name: unknown };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The names a new account gets from the provider's claims, within the sign-up limits. */
function namesOf(profile: Profile, email: string): { firstName: string; lastName: string | null } {
  const [givenOfName, ...restOfName] = (text(profile.name) ?? '').split(/\s+/);
  const first = text(profile.first) ?? text(givenOfName);
  const last = text(profile.last) ?? (restOfName.length ? restOfName.join(' ') : undefined);
  const firstName = first && first.length >= FIRST_NAME_MIN_LENGTH ? first : (email.split('@')[0] ?? email);
  return {
    firstName: firstName.slice(0, FIRST_NAME_MAX_LENGTH),
    lastName: last ? last.slice(0, LAST_NAME_MAX_LENGTH) : null,
  };
}

/** The provider answered, but not with a sign-in; anything else (no answer, a timeout) means it is down. */
const refusedByProvider = (error: unknown): boolean =>
  error instanceof oidc.ResponseBodyError ||
  error instanceof oidc.AuthorizationResponseError ||
  error instanceof oidc.WWWAuthenticateChallengeError ||
  (error instanceof oidc.ClientError && error.code !== 'OAUTH_TIMEOUT');

/**
 * OpenID Connect sign-in (issue #38): the authorization code flow with PKCE, a state bound to the browser
 * (its cookie, checked by the routes) and used once, and a nonce. A first sign-in makes the account, or links
 * the existing one of the same email, only when the provider says that email is verified.
 */
export function createSsoService({ providers, repository, logger, redirectUriOf, now }: SsoServiceDeps) {
  const configOf = async (provider: string) => {
    try {
      return await providers.configOf(provider);
    } catch (error) {
      logger.warn({ err: toLoggableError(error), provider }, 'OIDC provider discovery failed');
      throw new SsoFailure('providerDown', error);
    }
  };

  const profileOf = async (
    config: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
    subject: string,
  ): Promise<Profile> => {
    const claims: Record<string, unknown> = tokens.claims() ?? {};
    const fromToken: Profile = {
      email: claims.email,
      emailVerified: claims.email_verified,
      first: claims.given_name,
      last: claims.family_name,
      name: claims.name,
    };
    if (fromToken.email !== undefined) return fromToken;
    // A provider that keeps the ID token minimal (the specification's default) answers at userinfo.
    const info = await oidc.fetchUserInfo(config, tokens.access_token, subject);
    return {
      email: info.email,
      emailVerified: info.email_verified,
      first: info.given_name,
      last: info.family_name,
      name: info.name,
    };
  };

  return {
    /** Where to send the browser, and the state its cookie must hold when it comes back. */
    async start(provider: string, returnTo: string): Promise<{ url: string; state: string }> {
      const config = await configOf(provider);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await repository.storeState(
        state,
        { provider, codeVerifier, nonce, returnTo },
        new Date(now().getTime() + SSO_STATE_TTL_MS),
      );
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUriOf(provider),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state };
    },

    /**
     * The provider's answer at the callback: the user it signs in, and where the sign-in began. `browserState`
     * is the state cookie of the browser that calls: a callback another browser began is refused.
     */
    async finish(
      provider: string,
      callbackUrl: URL,
      browserState: string | undefined,
    ): Promise<{ user: UserRow; returnTo: string }> {
      const state = callbackUrl.searchParams.get('state');
      if (!state || state !== browserState) throw new SsoFailure('stateInvalid');
      const pending = await repository.takeState(state, provider, now());
      if (!pending) throw new SsoFailure('stateInvalid');
      if (callbackUrl.searchParams.has('error')) throw new SsoFailure('providerRefused');
      const config = await configOf(provider);

      let subject: string;
      let profile: Profile;
      try {
        const tokens = await oidc.authorizationCodeGrant(
          config,
          callbackUrl,
          {
            pkceCodeVerifier: pending.codeVerifier,
            expectedState: state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: redirectUriOf(provider) },
        );
        const claims = tokens.claims();
        if (!claims) throw new SsoFailure('providerRefused');
        subject = claims.sub;
        profile = await profileOf(config, tokens, subject);
      } catch (error) {
        if (error instanceof SsoFailure) throw error;
        logger.warn({ err: toLoggableError(error), provider }, 'OIDC sign-in failed at the provider');
        throw new SsoFailure(refusedByProvider(error) ? 'providerRefused' : 'providerDown', error);
      }

      const known = await repository.userOfIdentity(provider, subject);
      if (known) return { user: known, returnTo: pending.returnTo };

      const email = emailSchema.safeParse(profile.email);
      if (!email.success) throw new SsoFailure('noEmail');
      // An unverified address could be anyone's: it neither makes an account nor opens one.
      if (profile.emailVerified !== true) throw new SsoFailure('emailUnverified');
      const newUser = {
        ...namesOf(profile, email.data),
        emailId: email.data,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      };
      let outcome = await repository.linkOrCreate(provider, subject, newUser);
      if (outcome === 'raced') {
        // Another sign-in linked this account, or made the user of this email, a moment ago.
        const linked = await repository.userOfIdentity(provider, subject);
        if (linked) return { user: linked, returnTo: pending.returnTo };
        outcome = await repository.linkOrCreate(provider, subject, newUser);
        if (outcome === 'raced') throw new SsoFailure('providerRefused');
      }
      logger.info(
        { provider, userId: outcome.user.id, created: outcome.created },
        outcome.created ? 'account made by OIDC sign-in' : 'account linked to an OIDC provider',
      );
      return { user: outcome.user, returnTo: pending.returnTo };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
