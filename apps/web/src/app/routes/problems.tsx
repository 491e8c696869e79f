import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { DailyCard } from '@/features/daily-problem/components/daily-card';
import { ProblemsView } from '@/features/problems/components/problems-view';

export default function ProblemsRoute() {
  return (
    <PageContainer>
      <title>Problems · CodeCourt</title>
      <PageHeader
        title="Problems"
        description="Filter by status, difficulty and topic, then open a problem to solve it."
      />
      <div className="mb-4">
        <DailyCard />
      </div>
      <ProblemsView />
    </PageContainer>
  );
}
