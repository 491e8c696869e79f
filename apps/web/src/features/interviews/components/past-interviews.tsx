import { Link } from 'react-router';
import type { Interview } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { InterviewList } from '@/features/interviews/components/interview-list';

/** The few most recent: the whole list is one link away on /interviews. */
const SHOWN = 4;
const endedOnes = (rooms: Interview[]) => rooms.filter((room) => room.status === 'ended').slice(0, SHOWN);

/**
 * The profile's record of mock interviews that ended: what each was, with whom, and the feedback the
 * interviewer shared, so a candidate keeps them after the room is gone from view.
 */
export function PastInterviews({ userId }: { userId: string }) {
  return (
    <section aria-labelledby="profile-interviews" className="mt-8 flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <h2 id="profile-interviews" className="mr-auto text-lg font-semibold">
          Past interviews
        </h2>
        <Link to={paths.interviews.getHref()} className="link link-primary text-sm">
          All interviews
        </Link>
      </div>
      <InterviewList
        userId={userId}
        label="Past interviews"
        pick={endedOnes}
        empty={{
          title: 'No finished interviews yet',
          testId: 'past-interviews-empty',
          text: 'Rehearse with a friend or a peer: the rooms you finish, and the feedback you are given, stay here.',
        }}
      />
    </section>
  );
}
