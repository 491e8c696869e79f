import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { ContestsView } from '@/features/contests/components/contests-view';

export default function ContestsRoute() {
  return (
    <PageContainer>
      <title>Contests · CodeCourt</title>
      <PageHeader
        title="Contests"
        description="Timed rounds to practise solving under pressure. Times are in your time zone."
      />
      <ContestsView />
    </PageContainer>
  );
}
