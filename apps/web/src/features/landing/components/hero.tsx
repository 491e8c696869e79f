import { Link } from 'react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { CodePreview } from '@/features/landing/components/code-preview';
import { TypingHeadline } from '@/features/landing/components/typing-headline';

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="relative overflow-hidden">
      <div className="pointer-events-none absolute inset-x-0 -top-40 -z-0 mx-auto h-96 max-w-4xl rounded-full bg-primary/15 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <span className="badge badge-soft badge-primary gap-1.5 py-3 font-medium">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Open-source interview prep
          </span>
          <div className="mt-6">
            <TypingHeadline />
          </div>
          <p className="mt-5 max-w-xl text-lg text-base-content/70">
            Hand-picked problems, a real judge and a fast in-browser editor. Write your solution, run it
            against the samples, submit, and see exactly where it stands.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.problems.getHref()} className="btn btn-primary btn-lg">
              Start Solving
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            {!signedIn && (
              <Link to={paths.auth.signup.getHref()} className="btn btn-outline btn-lg border-base-300">
                Create a free account
              </Link>
            )}
          </div>
        </div>
        <CodePreview />
      </div>
    </section>
  );
}
