import { Link } from 'react-router';
import type { Interview } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { StatusBadge } from '@/features/interviews/components/status-badge';
import { CandidateFeedback } from '@/features/interviews/components/candidate-feedback';

const ROLE_LABEL = {
  interviewer: 'You interview',
  candidate: 'You are the candidate',
  observer: 'You observe',
} as const;

const when = (room: Interview) => {
  const [label, at] = room.endedAt
    ? ['Ended', room.endedAt]
    : room.startedAt
      ? ['Started', room.startedAt]
      : ['Created', room.createdAt];
  return `${label} ${new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
};

/** One room in the list: what, who, when; a candidate's ended room shows its feedback once shared. */
export function InterviewCard({ room, userId }: { room: Interview; userId: string }) {
  const role = room.participants.find((person) => person.userId === userId)?.role ?? 'observer';
  const others = room.participants
    .filter((person) => person.userId !== userId)
    .map((person) => person.firstName);
  return (
    <li
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="interview-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Link to={paths.interview.getHref(room._id)} className="link-hover mr-auto font-semibold">
          {room.problem?.title ?? 'Mock interview'}
        </Link>
        <StatusBadge status={room.status} />
      </div>
      <p className="text-sm text-base-content/70">
        {ROLE_LABEL[role]}
        {others.length > 0 ? ` with ${others.join(', ')}` : ', nobody has joined yet'} ·{' '}
        {room.durationMinutes} min · {room.mode === 'peer' ? 'Peer' : 'Hosted'}
      </p>
      <p className="text-xs text-base-content/70">{when(room)}</p>
      {role === 'candidate' && room.status === 'ended' && room.feedbackShared && (
        <details className="rounded-field border border-base-300 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium">Feedback from your interviewer</summary>
          <div className="pt-3">
            <CandidateFeedback interviewId={room._id} shared />
          </div>
        </details>
      )}
    </li>
  );
}
