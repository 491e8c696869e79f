import { Info } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { ContestsTable } from '@/features/contests/components/contests-table';

export default function ContestsRoute() {
  return (
    <PageContainer>
      <title>Contests · CodeCourt</title>
      <PageHeader title="Contests" description="Timed rounds to practise solving under pressure." />
      <p className="mb-4 flex items-center gap-2 text-sm text-base-content/75">
        <Info className="size-4 shrink-0" aria-hidden="true" />A static preview of the contest schedule:
        registration is not open.
      </p>
      <ContestsTable />
    </PageContainer>
  );
}
