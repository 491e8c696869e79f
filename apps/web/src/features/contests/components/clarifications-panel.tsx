import { useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useClarificationWrite, useClarifications } from '@/features/contests/api/clarifications';
import { ClarificationItem } from '@/features/contests/components/clarification-item';
import { TextForm } from '@/features/contests/components/text-form';
import { newsTime } from '@/features/contests/lib/unread';

type Props = { contest: ContestDetail; admin: boolean };

/** Questions and announcements: a participant asks and reads; the jury answers (privately or to all) and announces. */
export function ClarificationsPanel({ contest, admin }: Props) {
  const { state, retry } = useClarifications(contest._id, true);
  const write = useClarificationWrite(contest._id);
  const [label, setLabel] = useState('');
  const [broadcast, setBroadcast] = useState(false);
  const canAsk = !admin && contest.participation !== null && contest.status !== 'Completed';

  return (
    <div className="flex flex-col gap-5">
      {admin && (
        <TextForm
          label="Announce to every participant"
          submitLabel="Announce"
          rows={2}
          onSend={(text) => write.mutateAsync({ kind: 'announce', body: { text } })}
        />
      )}
      {canAsk && (
        <TextForm
          label="Ask the jury"
          submitLabel="Send question"
          onSend={(text) =>
            write.mutateAsync({ kind: 'ask', body: label === '' ? { text } : { label, text } })
          }
          extra={
            <label className="flex items-center gap-2 text-sm">
              About
              <select
                className="select select-sm w-auto"
                value={label}
                onChange={(event) => {
                  setLabel(event.target.value);
                }}
              >
                <option value="">the contest in general</option>
                {contest.problems.map((p) => (
                  <option key={p.label} value={p.label}>
                    problem {p.label}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      )}
      {state.status === 'error' && (
        <LoadError title="Could not load the clarifications" error={state.error} onRetry={retry} />
      )}
      {(state.status === 'loading' || state.status === 'idle') && (
        <Spinner label="Loading the clarifications" />
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyState icon={MessagesSquare} title="No clarifications yet">
            Questions to the jury, their public answers and announcements show up here.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Clarifications and announcements">
            {[...state.data]
              .sort((a, b) => newsTime(b) - newsTime(a))
              .map((item) => (
                <ClarificationItem key={item._id} item={item}>
                  {admin && item.kind === 'clarification' && item.answer === null && (
                    <TextForm
                      label="Answer"
                      submitLabel="Send answer"
                      rows={2}
                      onSend={(text) =>
                        write.mutateAsync({
                          kind: 'answer',
                          clarificationId: item._id,
                          body: { text, broadcast },
                        })
                      }
                      extra={
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="checkbox checkbox-sm"
                            checked={broadcast}
                            onChange={(event) => {
                              setBroadcast(event.target.checked);
                            }}
                          />
                          Answer everyone
                        </label>
                      }
                    />
                  )}
                </ClarificationItem>
              ))}
          </ul>
        ))}
    </div>
  );
}
