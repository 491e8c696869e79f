import { useParams } from 'react-router';
import { WorkspacePage } from '@/features/workspace/components/workspace-page';

export default function ProblemRoute() {
  const { problemId = '' } = useParams();
  return <WorkspacePage problemId={problemId} />;
}
