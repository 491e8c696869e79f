import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { RequireAccess } from '@/features/auth/components/require-access';
import { TeamsView } from '@/features/teams/components/teams-view';
import { useAuth } from '@/lib/auth';

export default function TeamsRoute() {
  const user = useAuth((s) => s.user);
  return (
    <RequireAccess>
      <PageContainer>
        <title>Teams · CodeCourt</title>
        <PageHeader
          title="Teams"
          description="Form a team for team contests: create one and pass its invite link on, or join one with the link a member gave you."
        />
        {user && <TeamsView userId={user._id} />}
      </PageContainer>
    </RequireAccess>
  );
}
