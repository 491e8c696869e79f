import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { TopicsTable } from '@/features/discussion-index/components/topics-table';

export default function DiscussRoute() {
  return (
    <PageContainer>
      <title>Discuss · CodeCourt</title>
      <PageHeader
        title="Discuss"
        description="Every problem's discussions in one place: newest or top, searchable."
      />
      <TopicsTable />
    </PageContainer>
  );
}
