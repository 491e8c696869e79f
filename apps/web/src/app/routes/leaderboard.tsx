import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { LeaderboardTabs } from '@/features/leaderboard/components/leaderboard-tabs';

export default function LeaderboardRoute() {
  return (
    <PageContainer>
      <title>Leaderboard · CodeCourt</title>
      <PageHeader
        title="Leaderboard"
        description="Members ranked by problems solved (then hard and medium solved, then who got there first), or by contest rating."
      />
      <LeaderboardTabs />
    </PageContainer>
  );
}
