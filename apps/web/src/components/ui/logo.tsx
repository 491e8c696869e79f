import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="cc-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-primary)" />
          <stop offset="1" stopColor="var(--color-secondary)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#cc-logo)" />
      <path
        d="M13 10l-6 6 6 6M19 10l6 6-6 6"
        fill="none"
        stroke="white"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2 rounded-field"
      aria-label="CodeCourt home"
    >
      <LogoMark />
      <span className="text-lg font-bold tracking-tight">
        Code<span className="text-primary">Court</span>
      </span>
    </Link>
  );
}
