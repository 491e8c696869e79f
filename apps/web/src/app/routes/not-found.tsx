import { Link, useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <title>Page not found · CodeCourt</title>
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 font-mono text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-base-content/70">
        There is no page at{' '}
        <code className="rounded bg-base-200 px-1.5 py-0.5 font-mono text-sm break-all">{pathname}</code>.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className="btn btn-primary">
          Back to home
        </Link>
        <Link to={paths.problems.getHref()} className="btn btn-ghost border-base-300">
          Browse problems
        </Link>
      </div>
    </PageContainer>
  );
}
