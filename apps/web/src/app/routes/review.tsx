import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { RequireAccess } from '@/features/auth/components/require-access';
import { ReviewView } from '@/features/review/components/review-view';

export default function ReviewRoute() {
  return (
    <RequireAccess>
      <PageContainer>
        <title>Review · CodeCourt</title>
        <PageHeader
          title="Review"
          description="Problems you solved, brought back when you are about to forget them. Start a review to solve it again from a blank editor, then grade it."
        />
        <ReviewView />
      </PageContainer>
    </RequireAccess>
  );
}
