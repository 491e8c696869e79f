import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';

/** Shown only to signed-out visitors. */
export function SignupCall() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8" data-testid="signup-call">
      <div className="relative overflow-hidden rounded-box bg-neutral px-6 py-12 text-center text-neutral-content sm:px-12">
        <div className="pointer-events-none absolute -top-20 left-1/2 size-80 -translate-x-1/2 rounded-full bg-primary/40 blur-3xl" />
        <h2 className="relative text-3xl font-bold tracking-tight">Ready to start your streak?</h2>
        <p className="relative mx-auto mt-3 max-w-lg text-neutral-content/75">
          Create a free account to save your progress, track solved problems and appear on the leaderboard.
        </p>
        <Link to={paths.auth.signup.getHref()} className="btn btn-primary btn-lg relative mt-8">
          Get Started
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
