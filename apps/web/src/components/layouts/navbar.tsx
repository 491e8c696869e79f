import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { MobileMenu } from '@/components/layouts/mobile-menu';
import { UserMenu } from '@/components/layouts/user-menu';
import { navItems } from '@/components/layouts/nav-links';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useReviewQueue } from '@/hooks/use-review-queue';

const MOBILE_MENU_ID = 'mobile-menu';

/** `bell`: the notifications menu, shown to signed-in users (a feature, so the app layout hands it in). */
export function Navbar({ bell }: { bell?: ReactNode }) {
  const user = useAuth((s) => s.user);
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation (links, back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const reviewsDue = useReviewQueue(user?._id).data?.dueCount;
  const items = navItems(user, reviewsDue);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/85 backdrop-blur supports-[backdrop-filter]:bg-base-100/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              className={({ isActive }) =>
                `rounded-field px-3 py-2 text-sm font-medium transition-colors ${
                  isActive
                    ? 'bg-base-200 text-base-content'
                    : 'text-base-content/70 hover:bg-base-200 hover:text-base-content'
                }`
              }
            >
              {item.label}
              {item.count ? (
                <span className="badge badge-primary badge-sm ml-1" data-testid="review-due-count">
                  {item.count}
                  <span className="sr-only"> due</span>
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {user ? (
            <>
              {bell}
              <UserMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to={paths.auth.login.getHref()} className="btn btn-ghost btn-sm">
                Sign In
              </Link>
              <Link to={paths.auth.signup.getHref()} className="btn btn-primary btn-sm">
                Get Started
              </Link>
            </div>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square md:hidden"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => {
              setOpenOn(mobileOpen ? null : pathname);
            }}
          >
            {mobileOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {mobileOpen && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          items={items}
          user={user}
          onNavigate={() => {
            setOpenOn(null);
          }}
        />
      )}
    </header>
  );
}
