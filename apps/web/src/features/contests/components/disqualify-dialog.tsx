import { useId, useState } from 'react';
import { INTEGRITY_LIMITS, disqualifyRequestSchema } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useDisqualifyParticipant } from '@/features/contests/api/disqualify-participant';
import { JuryActionDialog } from '@/features/contests/components/jury-action-dialog';
import type { JuryTarget } from '@/features/contests/lib/jury-target';

type Props = {
  contestId: string;
  target: JuryTarget;
  onDone: (message: string) => void;
  onClose: () => void;
};

/** Takes a participant off the board and out of the ratings, with the reason they will read. */
export function DisqualifyDialog({ contestId, target, onDone, onClose }: Props) {
  const disqualify = useDisqualifyParticipant(contestId);
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const submit = () => {
    // The request's own schema says what a reason must be, so the dialog and the API refuse alike.
    const checked = disqualifyRequestSchema.safeParse({ userId: target.userId, reason });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    disqualify.mutate(checked.data, {
      onSuccess: () => {
        onDone(`${target.name} is disqualified.`);
      },
    });
  };
  const error = invalid ?? (disqualify.isError ? errorMessage(disqualify.error) : undefined);
  return (
    <JuryActionDialog
      title={`Disqualify ${target.name}?`}
      description={
        <>
          <p>
            They leave the board and the ratings. In a team contest the whole team is disqualified with them.
          </p>
          <p>The reason is shown to the participant on the contest page.</p>
        </>
      }
      error={error}
      submitLabel="Disqualify"
      pendingLabel="Disqualifying…"
      pending={disqualify.isPending}
      danger
      onSubmit={submit}
      onClose={onClose}
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        Reason shown to the participant
      </label>
      <textarea
        id={fieldId}
        className={`textarea w-full ${invalid ? 'textarea-error' : ''}`}
        rows={3}
        value={reason}
        maxLength={INTEGRITY_LIMITS.reasonMaxLength}
        required
        aria-invalid={invalid !== undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setInvalid(undefined);
        }}
      />
    </JuryActionDialog>
  );
}
