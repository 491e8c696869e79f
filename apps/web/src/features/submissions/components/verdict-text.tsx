import type { Submission } from '@codecourt/contracts';
import { verdictTone } from '@/lib/result-format';

const TONE_CLASS = { success: 'text-success', warning: 'text-warning', error: 'text-error' } as const;

/** A stored submission's verdict, or that it is still being judged. */
export function VerdictText({ submission }: { submission: Pick<Submission, 'verdict' | 'status'> }) {
  if (submission.verdict === null)
    return (
      <span className="font-semibold text-info">
        {submission.status === 'judging' ? 'Judging' : 'Queued'}
      </span>
    );
  return (
    <span className={`font-semibold ${TONE_CLASS[verdictTone(submission.verdict)]}`}>
      {submission.verdict}
    </span>
  );
}
