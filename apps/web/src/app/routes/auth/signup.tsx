import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { redirectTarget } from '@/features/auth/lib/redirect';

export default function SignupRoute() {
  const signedIn = useAuth((s) => s.isAuthenticated);
  const { search } = useLocation();
  // Someone signed in (just now, or already) goes where signing in sends them.
  if (signedIn) return <Navigate to={redirectTarget(search)} replace />;
  return (
    <AuthLayout title="Create your account" subtitle="Free forever. Start solving in under a minute.">
      <title>Sign up · CodeCourt</title>
      <SignupForm />
    </AuthLayout>
  );
}
