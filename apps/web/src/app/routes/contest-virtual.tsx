import { useParams } from 'react-router';
import { ContestGate } from '@/features/contests/components/contest-gate';
import { VirtualRunView } from '@/features/contests/components/virtual-run-view';

/** /contests/{slug}/virtual/{runId}: one of the caller's virtual runs. */
export default function ContestVirtualRoute() {
  const { slug = '', runId = '' } = useParams();
  return (
    <ContestGate slug={slug}>{(contest) => <VirtualRunView contest={contest} runId={runId} />}</ContestGate>
  );
}
