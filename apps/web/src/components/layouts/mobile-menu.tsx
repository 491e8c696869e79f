import { NavLink, Link } from 'react-router';
import type { User } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import type { NavItem } from '@/components/layouts/nav-links';

type MobileMenuProps = { id: string; items: NavItem[]; user: User | null; onNavigate: () => void };

export function MobileMenu({ id, items, user, onNavigate }: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="border-t border-base-300 bg-base-100 px-4 pt-2 pb-4 md:hidden"
    >
      <ul className="menu w-full gap-1 p-0">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? 'menu-active' : '')}
            >
              {item.label}
              {item.count ? <span className="badge badge-primary badge-sm">{item.count}</span> : null}
            </NavLink>
          </li>
        ))}
        {user && (
          <>
            <li>
              <Link to={paths.profile.getHref()} onClick={onNavigate}>
                My Profile
              </Link>
            </li>
            <li>
              <Link to={paths.teams.getHref()} onClick={onNavigate}>
                Teams
              </Link>
            </li>
            <li>
              <Link to={paths.settings.getHref()} onClick={onNavigate}>
                Settings
              </Link>
            </li>
          </>
        )}
      </ul>
      <div className="mt-3 grid grid-cols-2 gap-2 border-t border-base-300 pt-3">
        {user ? (
          <Link
            to={paths.auth.logout.getHref()}
            onClick={onNavigate}
            className="btn btn-outline btn-error btn-sm col-span-2"
          >
            Sign Out
          </Link>
        ) : (
          <>
            <Link
              to={paths.auth.login.getHref()}
              onClick={onNavigate}
              className="btn btn-ghost btn-sm border-base-300"
            >
              Sign In
            </Link>
            <Link to={paths.auth.signup.getHref()} onClick={onNavigate} className="btn btn-primary btn-sm">
              Get Started
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
