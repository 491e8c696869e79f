import { useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-header';
import { PlanView } from '@/features/plans/components/plan-view';

export default function PlanRoute() {
  const { slug = '' } = useParams();
  return (
    <PageContainer>
      <PlanView slug={slug} />
    </PageContainer>
  );
}
