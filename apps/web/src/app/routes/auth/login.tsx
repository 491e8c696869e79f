import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { redirectParam, redirectTarget } from '@/features/auth/lib/redirect';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';
import { TwoFactorCodeForm } from '@/features/two-factor/components/two-factor-code-form';
import { ErrorBanner } from '@/features/auth/components/error-banner';
import { SsoButtons } from '@/features/sso/components/sso-buttons';
import { ssoErrorMessage, ssoTwoFactorChallenge } from '@/features/sso/lib/sso-links';

export default function LoginRoute() {
  const user = useAuth((s) => s.user);
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  // A right password of an account with two-factor on: the code step replaces the form.
  const twoFactorChallenge = useAuth((s) => s.twoFactorChallenge);
  const awaitSecondFactor = useAuth((s) => s.awaitSecondFactor);
  const ssoError = ssoErrorMessage(search);
  // A sign-in through a provider owes the second step: the challenge leaves the address bar at once.
  useEffect(() => {
    const challenge = ssoTwoFactorChallenge(hash);
    if (!challenge) return;
    awaitSecondFactor(challenge);
    void navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate, awaitSecondFactor]);
  return (
    <AuthLayout
      title="Welcome back"
      subtitle={
        <>
          Sign in to continue solving. New here?{' '}
          <Link to={paths.auth.signup.getHref(redirectParam(search))} className="link link-primary">
            Create an account
          </Link>
        </>
      }
    >
      <title>Sign in · CodeCourt</title>
      {user && <SignedInNotice firstName={user.firstName} />}
      {twoFactorChallenge ? (
        <TwoFactorCodeForm onSignedIn={() => navigate(redirectTarget(search), { replace: true })} />
      ) : (
        <>
          {ssoError && (
            <div className="mb-5">
              <ErrorBanner message={ssoError} />
            </div>
          )}
          <LoginForm />
          <SsoButtons returnTo={redirectTarget(search)} />
        </>
      )}
    </AuthLayout>
  );
}
