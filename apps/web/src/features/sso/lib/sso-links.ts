import {
  SSO_ERROR_CODES,
  SSO_ERROR_PARAM,
  SSO_MESSAGES,
  SSO_TWO_FACTOR_FRAGMENT,
} from '@codecourt/contracts';
import type { SsoErrorCode } from '@codecourt/contracts';

/** Where a provider's button goes: the API starts the sign-in and comes back to `returnTo`. */
export function ssoStartHref(providerId: string, returnTo: string): string {
  return `/api/user/sso/${encodeURIComponent(providerId)}/start?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The message of a sign-in through a provider that came back failed (`/login?sso-error=<code>`), if any. */
export function ssoErrorMessage(search: string): string | null {
  const code = new URLSearchParams(search).get(SSO_ERROR_PARAM);
  return SSO_ERROR_CODES.includes(code as SsoErrorCode) ? SSO_MESSAGES[code as SsoErrorCode] : null;
}

/** The second step's challenge of a sign-in through a provider (`/login#two-factor=<challenge>`), if any. */
export function ssoTwoFactorChallenge(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(SSO_TWO_FACTOR_FRAGMENT);
  return value && /^[\w-]{20,}$/.test(value) ? value : null;
}
