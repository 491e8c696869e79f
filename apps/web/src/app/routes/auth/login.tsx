import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { redirectParam, redirectTarget } from '@/features/auth/lib/redirect';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';
import { TwoFactorCodeForm } from '@/features/two-factor/components/two-factor-code-form';

export default function LoginRoute() {
  const user = useAuth((s) => s.user);
  const { search } = useLocation();
  const navigate = useNavigate();
  // A right password of an account with two-factor on: the code step replaces the form.
  const twoFactorChallenge = useAuth((s) => s.twoFactorChallenge);
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
        <LoginForm />
      )}
    </AuthLayout>
  );
}
