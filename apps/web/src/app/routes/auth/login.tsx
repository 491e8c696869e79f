import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthLayout
      title="Welcome back"
      subtitle={
        <>
          Sign in to continue solving. New here?{' '}
          <Link to={paths.auth.signup.getHref()} className="link link-primary">
            Create an account
          </Link>
        </>
      }
    >
      <title>Sign in · CodeCourt</title>
      <LoginForm />
    </AuthLayout>
  );
}
