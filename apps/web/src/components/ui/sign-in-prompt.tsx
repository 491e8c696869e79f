import { Link, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { paths } from '@/config/paths';

/** Signed-out visitors may read a problem; running, submitting and history need an account. */
export function SignInPrompt({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center" data-testid="sign-in-prompt">
      <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary">
        <LogIn className="size-5" aria-hidden="true" />
      </span>
      <p className="max-w-xs text-sm text-base-content/70">{message}</p>
      <div className="flex gap-2">
        <Link to={paths.auth.login.getHref(pathname + search)} className="btn btn-primary btn-sm">
          Sign in
        </Link>
        <Link to={paths.auth.signup.getHref()} className="btn btn-ghost btn-sm border-base-300">
          Create account
        </Link>
      </div>
    </div>
  );
}
