import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Problems', href: paths.problems.getHref() },
      { label: 'Contests', href: paths.contests.getHref() },
      { label: 'Leaderboard', href: paths.leaderboard.getHref() },
      { label: 'Interview Prep', href: paths.interviews.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: paths.unrouted.about.getHref() },
      { label: 'Careers', href: paths.unrouted.careers.getHref() },
      { label: 'Press', href: paths.unrouted.press.getHref() },
      { label: 'Blog', href: paths.unrouted.blog.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: paths.unrouted.help.getHref() },
      { label: 'Contact', href: paths.unrouted.contact.getHref() },
      { label: 'Forgot Password', href: paths.auth.forgotPassword.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: paths.unrouted.terms.getHref() },
      { label: 'Privacy Policy', href: paths.unrouted.privacy.getHref() },
    ],
  },
];

export function Footer() {
  return (
    <footer className="border-t border-base-300 bg-base-200/60">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-4 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)] lg:px-8">
        <div className="col-span-2 sm:col-span-4 lg:col-span-1">
          <div className="flex items-center gap-2">
            <LogoMark className="size-7" />
            <span className="font-bold tracking-tight">CodeCourt</span>
          </div>
          <p className="mt-3 max-w-xs text-sm text-base-content/70">
            Open-source interview practice with a real judge. Solve, run and submit in your browser.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs font-semibold tracking-wider text-base-content/75 uppercase">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="link-hover text-sm text-base-content/80 hover:text-base-content"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-base-300">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-base-content/75 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} CodeCourt. Built in the open for interview practice.
        </p>
      </div>
    </footer>
  );
}
