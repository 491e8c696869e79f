import { EyeOff, FileQuestion } from 'lucide-react';
import type { Interview, InterviewRole } from '@codecourt/contracts';
import { PROSE } from '@/components/ui/prose';
import { sanitiseHtml } from '@/lib/markdown';

/**
 * The problem statement (rendered and sanitised by the API, sanitised again here). The candidate's room
 * has none until the interviewer starts: the API leaves it out, and this says why.
 */
export function RoomProblem({ room, role }: { room: Interview; role: InterviewRole }) {
  if (room.problem)
    return (
      <article className="flex flex-col gap-3" data-testid="room-problem">
        <h2 className="text-lg font-semibold">
          {room.problem.title}
          {room.problem.source === 'private' && (
            <span className="badge badge-ghost badge-sm ml-2 align-middle">Written for this interview</span>
          )}
        </h2>
        <div
          className={PROSE}
          dangerouslySetInnerHTML={{ __html: sanitiseHtml(room.problem.statementHtml) }}
        />
      </article>
    );
  const hidden = room.status === 'waiting' && role !== 'interviewer';
  return (
    <div
      className="flex flex-col items-center gap-2 py-10 text-center text-sm text-base-content/70"
      data-testid="room-problem-hidden"
    >
      {hidden ? (
        <EyeOff className="size-6" aria-hidden="true" />
      ) : (
        <FileQuestion className="size-6" aria-hidden="true" />
      )}
      {hidden
        ? 'The problem appears here when the interviewer starts the interview.'
        : 'This interview has no set problem: the interviewer explains it, and runs take a custom input.'}
    </div>
  );
}
