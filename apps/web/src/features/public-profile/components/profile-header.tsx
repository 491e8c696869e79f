import type { PublicProfile } from '@codecourt/contracts';
import { personName } from '@/lib/person-name';

/** Name, handle and when the user joined: the public profile's first card. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const name = personName(profile);
  const joined = new Date(profile.joinedAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  return (
    <section
      className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6"
      data-testid="public-profile-header"
    >
      <span
        className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-content"
        aria-hidden="true"
      >
        {(profile.firstName[0] ?? '?').toUpperCase()}
        {(profile.lastName?.[0] ?? '').toUpperCase()}
      </span>
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-bold tracking-tight">{name}</h1>
        <p className="truncate font-mono text-sm text-base-content/75">@{profile.handle}</p>
        <p className="mt-1 text-xs text-base-content/75">Member since {joined}</p>
      </div>
    </section>
  );
}
