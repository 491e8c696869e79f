import { paths } from '@/config/paths';

/** Where to go after signing in: the page the user was sent away from, if it is one of ours. */
export function redirectTarget(search: string): string {
  const redirectTo = new URLSearchParams(search).get('redirectTo');
  if (redirectTo?.startsWith('/') !== true || redirectTo.startsWith('//')) return paths.problems.getHref();
  return redirectTo;
}

/** The redirectTo a page was given, to hand on to the other auth page (sign in <-> sign up). */
export function redirectParam(search: string): string | undefined {
  return new URLSearchParams(search).get('redirectTo') ?? undefined;
}
