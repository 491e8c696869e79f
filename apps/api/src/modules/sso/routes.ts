import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import {
  SSO_ERROR_PARAM,
  SSO_MESSAGES,
  SSO_STATE_TTL_MS,
  SSO_TWO_FACTOR_FRAGMENT,
  ssoCallbackQuerySchema,
  ssoProviderParamsSchema,
  ssoProvidersResponseSchema,
  ssoStartQuerySchema,
} from '@codecourt/contracts';
import type { SsoProvidersResponse } from '@codecourt/contracts';
import { catalogueError } from '../../lib/app-error.js';
import { readCookie } from '../../lib/cookies.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { Csrf } from '../../middleware/csrf.js';
import { setSessionCookies } from '../session/cookies.js';
import type { SessionService } from '../session/service.js';
import type { TwoFactorService } from '../two-factor/service.js';
import type { SsoProviders } from './providers.js';
import { SsoFailure } from './service.js';
import type { SsoService } from './service.js';

const ssoError = catalogueError(SSO_MESSAGES);
const redirect = z.null();

/** /api/user/sso: sign-in through an OpenID Connect provider (issue #38). */
export const SSO_ROUTES = defineRoutes(
  { prefix: '/user/sso', tag: 'user' },
  {
    providers: {
      method: 'get',
      path: '/providers',
      summary:
        'The OpenID Connect providers users may sign in with (OIDC_PROVIDERS), in the sign-in page’s order',
      access: 'public',
      success: {
        status: 200,
        description: 'Each provider’s id and name',
        schema: ssoProvidersResponseSchema,
      },
      errors: [],
    },
    start: {
      method: 'get',
      path: '/{provider}/start',
      summary:
        'Begin a sign-in at the provider: redirects there (authorization code flow with PKCE) and binds the sign-in to this browser',
      access: 'public',
      params: ssoProviderParamsSchema,
      query: ssoStartQuerySchema,
      success: {
        status: 302,
        description: `To the provider; when it cannot be reached, to \`/login?${SSO_ERROR_PARAM}=providerDown\``,
        schema: redirect,
      },
      errors: [400, 404, 429],
    },
    callback: {
      method: 'get',
      path: '/{provider}/callback',
      summary:
        'Where the provider sends the browser back: signs in (making or linking the account by a verified email) and redirects',
      access: 'public',
      params: ssoProviderParamsSchema,
      query: ssoCallbackQuerySchema,
      checkedByHandler: true,
      success: {
        status: 302,
        description: `Signed in (session cookies set), to where the sign-in began; with two-factor on, to \`/login?redirectTo=<where it began>#${SSO_TWO_FACTOR_FRAGMENT}=<challenge>\` for the second step (POST /user/login/two-factor); on failure to \`/login?${SSO_ERROR_PARAM}=<code>\` (stateInvalid, providerDown, providerRefused, noEmail, emailUnverified)`,
        schema: redirect,
      },
      errors: [404, 429],
    },
  },
);

/** The browser's half of a pending sign-in; only these routes see it. */
const STATE_COOKIE = 'ssoState';

export type SsoRoutesDeps = {
  sso: SsoService;
  providers: SsoProviders;
  sessions: SessionService;
  twoFactor: TwoFactorService;
  csrf: Csrf;
  limiter: RequestHandler;
  /** `PUBLIC_URL`: the callback's full address is rebuilt on it, never on the request's Host header. */
  publicUrl: string;
  secureCookies: boolean;
};

export function createSsoRoutes(deps: SsoRoutesDeps): Router {
  const cookiePath = '/api/user/sso';
  const stateCookie = deps.secureCookies ? `__Secure-${STATE_COOKIE}` : STATE_COOKIE;
  const cookieOptions = {
    httpOnly: true,
    secure: deps.secureCookies,
    sameSite: 'lax',
    path: cookiePath,
  } as const;
  const known = (provider: string) => {
    if (!deps.providers.has(provider)) throw ssoError('unknownProvider', 404);
  };
  const failed = (res: Response, error: unknown) => {
    if (!(error instanceof SsoFailure)) throw error;
    res.redirect(302, `/login?${SSO_ERROR_PARAM}=${error.code}`);
  };
  // The callback's parts are read by openid-client, so the route validates none: only configured ids pass.
  const providerOf = (req: Request) => {
    const provider = String(req.params.provider);
    known(provider);
    return provider;
  };

  return routerOf(
    SSO_ROUTES,
    {},
    {
      providers: (_req, res) => {
        res.json({ providers: deps.providers.list() } satisfies SsoProvidersResponse);
      },
      start: {
        before: [deps.limiter],
        handle: async (_req, res, { params, query }) => {
          known(params.provider);
          try {
            const { url, state } = await deps.sso.start(params.provider, query.returnTo ?? '/');
            res.cookie(stateCookie, state, { ...cookieOptions, maxAge: SSO_STATE_TTL_MS });
            res.redirect(302, url);
          } catch (error) {
            failed(res, error);
          }
        },
      },
      callback: {
        before: [deps.limiter],
        handle: async (req, res) => {
          const provider = providerOf(req);
          res.clearCookie(stateCookie, cookieOptions);
          try {
            const callbackUrl = new URL(req.originalUrl, deps.publicUrl);
            const { user, returnTo } = await deps.sso.finish(
              provider,
              callbackUrl,
              readCookie(req, stateCookie),
            );
            if (user.twoFactorEnabled) {
              const challenge = await deps.twoFactor.challengeFor(user);
              const onward = new URLSearchParams({ redirectTo: returnTo });
              res.redirect(302, `/login?${onward.toString()}#${SSO_TWO_FACTOR_FRAGMENT}=${challenge}`);
              return;
            }
            const tokens = await deps.sessions.start(user);
            setSessionCookies(res, tokens, deps.secureCookies);
            deps.csrf.reissue(req, res, tokens.refreshToken);
            res.redirect(302, returnTo);
          } catch (error) {
            failed(res, error);
          }
        },
      },
    },
  );
}
