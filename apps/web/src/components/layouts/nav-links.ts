import type { User } from '@codecourt/contracts';
import { paths } from '@/config/paths';

/** `count`: a number shown beside the label (the reviews due). */
export type NavItem = { label: string; href: string; count?: number };

/** Navbar entries; the Admin entry exists only for admins. */
export function navItems(user: User | null, reviewsDue?: number): NavItem[] {
  const items: NavItem[] = [
    { label: 'Problems', href: paths.problems.getHref() },
    { label: 'Leaderboard', href: paths.leaderboard.getHref() },
    { label: 'Contests', href: paths.contests.getHref() },
    { label: 'Discuss', href: paths.discuss.getHref() },
    { label: 'Plans', href: paths.plans.getHref() },
  ];
  if (user) items.push({ label: 'Review', href: paths.review.getHref(), count: reviewsDue });
  if (user) items.push({ label: 'Interviews', href: paths.interviews.getHref() });
  if (user?.role === 'admin') items.push({ label: 'Admin', href: paths.admin.root.getHref() });
  return items;
}

export function initials(user: User): string {
  const first = user.firstName.trim().charAt(0);
  const last = (user.lastName ?? '').trim().charAt(0);
  return (first + last).toUpperCase() || '?';
}
