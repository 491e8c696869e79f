import { Link } from 'react-router';
import { CircleHelp, LogOut, Settings, ShieldCheck, User as UserIcon, Users } from 'lucide-react';
import type { User } from '@codecourt/contracts';
import { Dropdown } from '@/components/ui/dropdown';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { initials } from '@/components/layouts/nav-links';

export function UserMenu({ user }: { user: User }) {
  const items = [
    { label: 'My Profile', href: paths.profile.getHref(), icon: UserIcon },
    { label: 'Teams', href: paths.teams.getHref(), icon: Users },
    { label: 'Settings', href: paths.settings.getHref(), icon: Settings },
    ...(user.role === 'admin'
      ? [{ label: 'Admin Panel', href: paths.admin.root.getHref(), icon: ShieldCheck }]
      : []),
  ];
  return (
    <Dropdown
      trigger={(props) => (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-circle p-0"
          aria-label="Open profile menu"
          data-testid="profile-menu"
          {...props}
        >
          <span className="grid size-8 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-content">
            {initials(user)}
          </span>
        </button>
      )}
    >
      {(close) => (
        <>
          <div className="border-b border-base-300 px-3 pt-1 pb-3">
            <p className="truncate text-sm font-semibold">
              {[user.firstName, user.lastName].filter(Boolean).join(' ')}
            </p>
            <p className="truncate text-xs text-base-content/75">{user.emailId}</p>
          </div>
          <ul className="menu w-full p-0 pt-2">
            {items.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <Link to={href} onClick={close}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
            {env.helpUrl !== undefined && (
              // The instance's own help (VITE_HELP_URL at build): the app has no help pages of its own.
              <li>
                <a href={env.helpUrl} target="_blank" rel="noreferrer" onClick={close}>
                  <CircleHelp className="size-4" aria-hidden="true" />
                  Help & Support
                </a>
              </li>
            )}
            <li className="mt-1 border-t border-base-300 pt-1">
              <Link to={paths.auth.logout.getHref()} onClick={close} className="text-error">
                <LogOut className="size-4" aria-hidden="true" />
                Sign Out
              </Link>
            </li>
          </ul>
        </>
      )}
    </Dropdown>
  );
}
