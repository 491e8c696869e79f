import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ErrorBanner } from '@/features/auth/components/error-banner';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  return (
    <AuthLayout title="Choose a new password" subtitle="The link from your email works once, for 30 minutes.">
      <title>Reset password · CodeCourt</title>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-5">
          <ErrorBanner message={MESSAGES.resetLinkInvalid} />
          <Link to={paths.auth.forgotPassword.getHref()} className="btn btn-primary w-full">
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
