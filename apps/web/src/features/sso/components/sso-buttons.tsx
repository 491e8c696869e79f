import { KeyRound } from 'lucide-react';
import { useSsoProviders } from '@/features/sso/api/sso-providers';
import { ssoStartHref } from '@/features/sso/lib/sso-links';

/**
 * "Continue with <provider>" for each configured OpenID Connect provider, under the password form. Nothing
 * while the list loads or when there is none (or it failed): the password form is always there.
 */
export function SsoButtons({ returnTo }: { returnTo: string }) {
  const { data: providers } = useSsoProviders();
  if (!providers?.length) return null;
  return (
    <section aria-label="Sign in with your organisation" className="mt-6">
      <div className="divider text-sm text-base-content/70">or</div>
      <ul className="space-y-2">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a className="btn btn-outline w-full" href={ssoStartHref(provider.id, returnTo)}>
              <KeyRound className="size-4" aria-hidden="true" />
              Continue with {provider.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
