import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupRoute() {
  const signedIn = useAuth((s) => s.isAuthenticated);
  // Someone already signed in has no use for this page.
  if (signedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AuthLayout title="Create your account" subtitle="Free forever. Start solving in under a minute.">
      <title>Sign up · CodeCourt</title>
      <SignupForm />
    </AuthLayout>
  );
}
