import { Trophy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

export default function LeaderboardRoute() {
  return (
    <PageContainer>
      <title>Leaderboard · CodeCourt</title>
      <PageHeader title="Leaderboard" description="Members ranked by problems solved." />
      <EmptyState icon={Trophy} title="No rankings yet">
        The leaderboard is not available yet. Rankings appear once members start solving problems.
      </EmptyState>
    </PageContainer>
  );
}
