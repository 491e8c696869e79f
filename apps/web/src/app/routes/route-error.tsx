import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** Shown when a screen throws or its code fails to load (for example after a redeploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className="grid size-14 place-items-center rounded-full bg-error/10 text-error">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-2 max-w-md text-base-content/70">
        This page could not be displayed{detail ? ` (${detail})` : ''}. Reloading usually fixes it.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            globalThis.location.reload();
          }}
        >
          Reload page
        </button>
        <Link to={paths.home.getHref()} className="btn btn-ghost border-base-300">
          Back to home
        </Link>
      </div>
    </PageContainer>
  );
}
