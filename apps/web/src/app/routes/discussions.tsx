import { useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-header';
import { DiscussionsView } from '@/features/discussions/components/discussions-view';
import { ProblemHeading } from '@/features/discussions/components/problem-heading';

export default function DiscussionsRoute() {
  const { problemId = '' } = useParams();
  return (
    <PageContainer narrow>
      <title>Discussions · CodeCourt</title>
      <ProblemHeading problemRef={problemId} />
      <DiscussionsView problemRef={problemId} />
    </PageContainer>
  );
}
