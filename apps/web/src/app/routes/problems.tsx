import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { ProblemsView } from '@/features/problems/components/problems-view';

export default function ProblemsRoute() {
  return (
    <PageContainer>
      <title>Problems · CodeCourt</title>
      <PageHeader
        title="Problems"
        description="Filter by status, difficulty and topic, then open a problem to solve it."
      />
      <ProblemsView />
    </PageContainer>
  );
}
