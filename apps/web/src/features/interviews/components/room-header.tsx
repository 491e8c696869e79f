import { useState, type ReactNode } from 'react';
import { Flag, Play } from 'lucide-react';
import type { Interview, InterviewRole } from '@codecourt/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useRoomTransition } from '@/features/interviews/api/interviews';
import { StatusBadge } from '@/features/interviews/components/status-badge';
import { RoomClock } from '@/features/interviews/components/room-clock';
import { JoinCodeChip } from '@/features/interviews/components/join-code-chip';

type Props = { room: Interview; role: InterviewRole; children?: ReactNode };

/** The room's title, status and clock; the interviewer's join code, Start and End. */
export function RoomHeader({ room, role, children }: Props) {
  const start = useRoomTransition('start');
  const end = useRoomTransition('end');
  const [confirmEnd, setConfirmEnd] = useState(false);
  const interviewer = role === 'interviewer';
  // The two of a peer room take turns at interviewing: either may end it.
  const mayEnd = room.mode === 'peer' ? role !== 'observer' : interviewer;
  const failure = start.error ?? end.error;
  return (
    <header className="flex flex-col gap-3 border-b border-base-300 bg-base-100 px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="mr-auto text-lg font-bold tracking-tight">
          {room.mode === 'peer' ? 'Peer practice' : (room.problem?.title ?? 'Mock interview')}
        </h1>
        <StatusBadge status={room.status} />
        <RoomClock room={room} />
        {/* A peer room starts when both peers have arrived, not by a button. */}
        {interviewer && room.mode === 'hosted' && room.status === 'waiting' && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={start.isPending}
            onClick={() => {
              start.mutate(room._id);
            }}
          >
            <Play className="size-4" aria-hidden="true" />
            {start.isPending ? 'Starting…' : 'Start interview'}
          </button>
        )}
        {mayEnd && room.status === 'running' && (
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            disabled={end.isPending}
            onClick={() => {
              setConfirmEnd(true);
            }}
          >
            <Flag className="size-4" aria-hidden="true" />
            End interview
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {children}
        {interviewer && room.mode === 'hosted' && room.status !== 'ended' && (
          <JoinCodeChip interviewId={room._id} joinCode={room.joinCode} />
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(failure)}
        </p>
      )}
      <ConfirmDialog
        open={confirmEnd}
        title="End the interview?"
        body="The shared editor becomes read-only for everyone, and the replay opens."
        confirmLabel="End interview"
        onConfirm={() => {
          end.mutate(room._id);
        }}
        onClose={() => {
          setConfirmEnd(false);
        }}
      />
    </header>
  );
}
