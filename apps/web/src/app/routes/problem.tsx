import { useParams } from 'react-router';
import { WorkspacePage } from '@/app/routes/problem/workspace-page';

export default function ProblemRoute() {
  const { problemId = '' } = useParams();
  return <WorkspacePage problemId={problemId} />;
}
