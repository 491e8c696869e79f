import { errorMessage } from '@/lib/api-error';
import { useRemoveParticipant } from '@/features/contests/api/remove-participant';
import { JuryActionDialog } from '@/features/contests/components/jury-action-dialog';
import type { JuryTarget } from '@/features/contests/lib/jury-target';

type Props = {
  contestId: string;
  contestTitle: string;
  target: JuryTarget;
  onDone: (message: string) => void;
  onClose: () => void;
};

/** Undoes a registration before the contest ends (a mistaken or duplicate one), asked once more. */
export function RemoveParticipantDialog({ contestId, contestTitle, target, onDone, onClose }: Props) {
  const remove = useRemoveParticipant(contestId);
  return (
    <JuryActionDialog
      title={`Remove ${target.name} from ${contestTitle}?`}
      description={<p>Their registration is undone and their row leaves the board.</p>}
      error={remove.isError ? errorMessage(remove.error) : undefined}
      submitLabel="Remove"
      pendingLabel="Removing…"
      pending={remove.isPending}
      danger
      onSubmit={() => {
        remove.mutate(target.userId, {
          onSuccess: () => {
            onDone(`${target.name} is removed from the contest.`);
          },
        });
      }}
      onClose={onClose}
    />
  );
}
