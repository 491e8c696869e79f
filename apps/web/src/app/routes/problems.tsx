import { ListChecks } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

export default function ProblemsRoute() {
  return (
    <PageContainer>
      <title>Problems · CodeCourt</title>
      <PageHeader
        title="Problems"
        description="Filter by status, difficulty and topic, then open a problem to solve it."
      />
      <EmptyState icon={ListChecks} title="No problems published yet">
        The problem library is not available yet. Problems show up here as soon as they are published.
      </EmptyState>
    </PageContainer>
  );
}
