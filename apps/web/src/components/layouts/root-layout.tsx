import { useEffect, type ReactNode } from 'react';
import { matchPath, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { Navbar } from '@/components/layouts/navbar';
import { useAuth } from '@/lib/auth';
import { paths } from '@/config/paths';

export function RootLayout({ bell }: { bell?: ReactNode }) {
  const { pathname } = useLocation();
  const checkAuth = useAuth((s) => s.checkAuth);
  const navigating = useNavigation().state !== 'idle';
  // The problem workspace fills the screen like an IDE: no footer under it.
  const workspace = matchPath(paths.problem.path, pathname) !== null;

  // The session is checked on every navigation, so an expired one is noticed at the next click.
  useEffect(() => {
    void checkAuth();
  }, [pathname, checkAuth]);

  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      <a
        href="#main"
        className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      {navigating && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <Navbar bell={bell} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {!workspace && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
