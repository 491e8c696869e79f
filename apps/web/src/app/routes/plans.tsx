import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { PlansList } from '@/features/plans/components/plans-list';

export default function PlansRoute() {
  return (
    <PageContainer>
      <title>Study plans · CodeCourt</title>
      <PageHeader
        title="Study plans"
        description="Curated tracks through the library, one problem after another, each with a word on why it comes next."
      />
      <PlansList />
    </PageContainer>
  );
}
