import { Info } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { TopicsTable } from '@/features/discuss/components/topics-table';

export default function DiscussRoute() {
  return (
    <PageContainer>
      <title>Discuss · CodeCourt</title>
      <PageHeader
        title="Discuss"
        description="Interview experiences, patterns and questions from the community."
      />
      <p className="mb-4 flex items-center gap-2 text-sm text-base-content/75">
        <Info className="size-4 shrink-0" aria-hidden="true" />A static preview of the community board.
        Per-problem discussions live on each problem.
      </p>
      <TopicsTable />
    </PageContainer>
  );
}
