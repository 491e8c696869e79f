import { useState } from 'react';
import { INTEGRITY_LIMITS, type IntegrityPair } from '@codecourt/contracts';
import { useDismissPair, useDisqualify, usePair } from '@/features/integrity/api/integrity';
import { SideBySide } from '@/features/integrity/components/side-by-side';

const nameOf = (side: IntegrityPair['left']) =>
  side.referenceSolution
    ? 'Reference solution'
    : `${side.user?.firstName ?? 'Unknown'} ${side.user?.lastName ?? ''}`.trim();

/** One pair side by side, with the admin's two decisions: dismiss it, or disqualify one of its authors. */
export function PairReview({ contestId, pairId }: { contestId: string; pairId: string }) {
  const pair = usePair(pairId);
  const dismiss = useDismissPair();
  const disqualify = useDisqualify(contestId);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  if (pair.isPending) return <span className="loading loading-spinner" aria-label="Loading the pair" />;
  if (pair.isError) return <p className="text-error">Could not load the pair.</p>;
  const { pair: p, leftCode, rightCode, fragments } = pair.data;
  const people = [p.left, p.right].filter((s) => s.user !== null);
  return (
    <section className="flex flex-col gap-4" aria-label="Pair review">
      <SideBySide
        leftCode={leftCode}
        rightCode={rightCode}
        leftLabel={`${nameOf(p.left)} · ${p.left.verdict ?? ''}`}
        rightLabel={`${nameOf(p.right)} · ${p.right.verdict ?? ''}`}
        fragments={fragments}
      />
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          className="btn btn-sm"
          disabled={p.dismissedAt !== null || dismiss.isPending}
          onClick={() => {
            dismiss.mutate(p._id);
          }}
        >
          {p.dismissedAt === null ? 'Dismiss pair' : 'Dismissed'}
        </button>
        <label className="form-control min-w-64 flex-1">
          <span className="label-text text-sm">Reason shown to the participant</span>
          <input
            className="input input-bordered input-sm"
            value={reason}
            maxLength={INTEGRITY_LIMITS.reasonMaxLength}
            onChange={(e) => {
              setReason(e.target.value);
            }}
          />
        </label>
        {people.map((side) => (
          <button
            key={side.user?._id}
            type="button"
            className="btn btn-error btn-sm"
            disabled={reason.trim() === '' || disqualify.isPending}
            onClick={() => {
              const user = side.user;
              if (!user) return;
              disqualify.mutate(
                { userId: user._id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    setDone(`${nameOf(side)} is disqualified.`);
                  },
                },
              );
            }}
          >
            Disqualify {nameOf(side)}
          </button>
        ))}
      </div>
      {done && (
        <p role="status" className="text-success">
          {done}
        </p>
      )}
    </section>
  );
}
