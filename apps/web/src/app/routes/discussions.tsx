import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export default function DiscussionsRoute() {
  return (
    <PageContainer>
      <title>Discussions · CodeCourt</title>
      <PageHeader
        title="Discussions"
        description="Approaches, questions and explanations for this problem."
      />
      <EmptyState
        icon={MessagesSquare}
        title="No discussions yet"
        actions={
          <Link to={paths.problems.getHref()} className="btn btn-ghost btn-sm border-base-300">
            Browse problems
          </Link>
        }
      >
        Discussions for this problem are not available yet.
      </EmptyState>
    </PageContainer>
  );
}
