import { PageContainer } from '@/components/ui/page-header';
import { initials } from '@/components/layouts/nav-links';
import { useAuth } from '@/lib/auth';
import { RequireAccess } from '@/features/auth/components/require-access';
import { ProfileView } from '@/features/profile/components/profile-view';
import { NotesList } from '@/features/notes/components/notes-list';
import { PlansList } from '@/features/plans/components/plans-list';
import { PastInterviews } from '@/features/interviews/components/past-interviews';

function ProfileContent() {
  const user = useAuth((s) => s.user);
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const memberSince = new Date(user.createdAt);
  return (
    <PageContainer>
      <title>{`${fullName} · CodeCourt`}</title>
      <section className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-6 sm:flex-row sm:items-center">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-primary-content">
          {initials(user)}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight">{fullName}</h1>
          <p className="truncate text-sm text-base-content/70">{user.emailId}</p>
          {!Number.isNaN(memberSince.getTime()) && (
            <p className="mt-1 text-xs text-base-content/75">
              Member since {memberSince.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
            </p>
          )}
        </div>
        {user.role === 'admin' && <span className="badge badge-primary badge-soft sm:ml-auto">Admin</span>}
      </section>
      <ProfileView user={user} />
      <div className="mt-6">
        <NotesList />
      </div>
      <section aria-labelledby="profile-plans" className="mt-8 flex flex-col gap-3">
        <h2 id="profile-plans" className="text-lg font-semibold">
          Study plans
        </h2>
        <PlansList enrolledOnly />
      </section>
      <PastInterviews userId={user._id} />
    </PageContainer>
  );
}

export default function ProfileRoute() {
  return (
    <RequireAccess>
      <ProfileContent />
    </RequireAccess>
  );
}
