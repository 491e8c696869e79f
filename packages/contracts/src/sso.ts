import { z } from 'zod';

/** How long a sign-in begun at a provider may take to come back. */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;

/** The web page a sign-in through a provider comes back to when it fails: `/login?sso-error=<code>`. */
export const SSO_ERROR_PARAM = 'sso-error';
/** With two-factor on, the sign-in's second step: `/login#two-factor=<challenge>` (a fragment: never sent). */
export const SSO_TWO_FACTOR_FRAGMENT = 'two-factor';

export const SSO_MESSAGES = {
  unknownProvider: 'There is no such sign-in provider here',
  stateInvalid: 'This sign-in link has expired or was already used: start again',
  providerDown: 'The sign-in provider did not answer: try again in a moment',
  providerRefused: 'The sign-in provider did not sign you in',
  noEmail: 'The sign-in provider did not share an email address, so no account can be made for it',
  emailUnverified:
    'The sign-in provider has not verified this email address, so it cannot be used to make or link an account',
  returnToInvalid: 'returnTo must be a path of this site, such as /problems',
} as const;

/** The codes a failed sign-in comes back to the web app with (SSO_ERROR_PARAM). */
export const SSO_ERROR_CODES = [
  'stateInvalid',
  'providerDown',
  'providerRefused',
  'noEmail',
  'emailUnverified',
] as const satisfies readonly (keyof typeof SSO_MESSAGES)[];
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** A configured OpenID Connect provider as the sign-in page lists it. */
export const ssoProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

/** GET /user/sso/providers */
export const ssoProvidersResponseSchema = z.object({ providers: z.array(ssoProviderSchema) });
export type SsoProvidersResponse = z.infer<typeof ssoProvidersResponseSchema>;

/** A path of this site (never another origin, `//host` or `/\host`), where a sign-in comes back to. */
export const returnToSchema = z
  .string()
  .max(2000, SSO_MESSAGES.returnToInvalid)
  .regex(/^\/(?![/\\])[^\s]*$/, SSO_MESSAGES.returnToInvalid);

/** GET /user/sso/{provider}/start */
export const ssoStartQuerySchema = z.object({ returnTo: returnToSchema.optional() });

export const ssoProviderParamsSchema = z.object({
  provider: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, SSO_MESSAGES.unknownProvider),
});

/** GET /user/sso/{provider}/callback: what the provider sends back (an OAuth 2.0 authorization response). */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
