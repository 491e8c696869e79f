import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { LogoMark } from '@/components/ui/logo';

const HIGHLIGHTS = [
  'Solve in C++, Java, JavaScript or Python',
  'Run against samples, then submit to the judge',
  'Track your progress and climb the leaderboard',
];

type AuthLayoutProps = { title: string; subtitle: ReactNode; children: ReactNode };

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-center lg:px-8">
      <aside className="relative hidden overflow-hidden rounded-box bg-neutral p-10 text-neutral-content lg:block">
        <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary/40 blur-3xl" />
        <div className="pointer-events-none absolute -bottom-24 -left-16 size-72 rounded-full bg-secondary/30 blur-3xl" />
        <div className="relative">
          <LogoMark className="size-10" />
          <h2 className="mt-8 text-3xl font-bold tracking-tight">Practice like it is the real interview.</h2>
          <p className="mt-3 text-neutral-content/75">
            A focused editor, instant feedback from a real judge, and problems organised by the topics
            interviewers ask.
          </p>
          <ul className="mt-8 space-y-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-3 text-sm">
                <CheckCircle2 className="size-5 shrink-0 text-accent" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <section className="mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-base-content/70">{subtitle}</p>
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}
