import { useParams, useSearchParams } from 'react-router';
import { RequireAccess } from '@/features/auth/components/require-access';
import { RoomPage } from '@/features/interviews/components/room-page';
import { RunResult } from '@/features/judge-console/components/run-result';
import { useAuth } from '@/lib/auth';

/** /interviews/:id: the room, its runs drawn by the workspace's own result view. */
export default function InterviewRoomRoute() {
  const { interviewId = '' } = useParams();
  const [search] = useSearchParams();
  const user = useAuth((s) => s.user);
  return (
    <RequireAccess>
      <title>Interview · CodeCourt</title>
      {user && (
        <RoomPage
          interviewId={interviewId}
          joinCode={search.get('code') ?? ''}
          user={user}
          renderRun={(entry) => (
            <RunResult
              key={`${entry.at}-${entry.by.userId}`}
              run={entry.result}
              customInput={entry.input !== null}
            />
          )}
        />
      )}
    </RequireAccess>
  );
}
