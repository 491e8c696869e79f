import type { User } from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useInterview } from '@/features/interviews/api/interviews';
import { JoinRoom } from '@/features/interviews/components/join-room';
import { RoomView } from '@/features/interviews/components/room-view';
import type { RenderRun } from '@/features/interviews/components/run-panel';

type Props = { interviewId: string; joinCode: string; user: User; renderRun: RenderRun };

/** /interviews/:id: the room for its participants, the join form for anyone else. */
export function RoomPage({ interviewId, joinCode, user, renderRun }: Props) {
  const room = useInterview(interviewId);
  if (room.data) return <RoomView room={room.data} user={user} renderRun={renderRun} />;
  if (room.isError) {
    if (room.error instanceof ApiError && room.error.status === 404)
      return <JoinRoom interviewId={interviewId} initialCode={joinCode} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadError
          title="Could not open the interview"
          error={room.error}
          onRetry={() => void room.refetch()}
        />
      </div>
    );
  }
  return <PageSpinner label="Opening the interview…" />;
}
