import { CopyButton } from '@/components/ui/copy-button';
import { inviteLink } from '@/features/interviews/lib/invite';

/** The join code and the invite link that carries it: what the interviewer passes to the candidate. */
export function JoinCodeChip({ interviewId, joinCode }: { interviewId: string; joinCode: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-base-content/70">Join code</span>
      <code
        className="rounded-field bg-base-200 px-2 py-1 font-mono font-semibold tracking-widest"
        data-testid="join-code"
      >
        {joinCode}
      </code>
      <CopyButton text={inviteLink(window.location.origin, interviewId, joinCode)} what="the invite link" />
    </div>
  );
}
