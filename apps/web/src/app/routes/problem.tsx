import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { MESSAGES } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export default function ProblemRoute() {
  return (
    <PageContainer>
      <title>{`${MESSAGES.problemNotFoundTitle} · CodeCourt`}</title>
      <EmptyState
        icon={FileQuestion}
        tone="error"
        title={MESSAGES.problemNotFoundTitle}
        actions={
          <Link to={paths.problems.getHref()} className="btn btn-primary btn-sm">
            Back to problems
          </Link>
        }
      >
        {MESSAGES.problemNotFoundBody}
      </EmptyState>
    </PageContainer>
  );
}
