import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { RequireAccess } from '@/features/auth/components/require-access';
import { InterviewsView } from '@/features/interviews/components/interviews-view';
import type { ProblemOptions } from '@/features/interviews/components/new-interview-form';
import { useProblemList } from '@/features/problems/api/get-problems';
import { useAuth } from '@/lib/auth';

/** The library for the new interview's problem picker, read by the problems feature. */
function useProblemOptions(): ProblemOptions {
  const { list, retry } = useProblemList();
  if (list.status === 'error') return { status: 'error', message: list.message, retry };
  return list;
}

export default function InterviewsRoute() {
  const user = useAuth((s) => s.user);
  const problems = useProblemOptions();
  return (
    <RequireAccess>
      <PageContainer>
        <title>Interviews · CodeCourt</title>
        <PageHeader
          title="Mock interviews"
          description="Two people, one problem, one shared editor and a clock. Create a room and pass its invite link on, or join one."
        />
        {user && <InterviewsView userId={user._id} problems={problems} />}
      </PageContainer>
    </RequireAccess>
  );
}
