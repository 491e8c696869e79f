import type { JudgeFault } from '@codecourt/contracts';
import { IoBlock } from '@/components/ui/io-block';

/**
 * What the judge's own fault was (a crashed validator or interactor): the API answers it to admins only,
 * so it shows only when present; users see only the "Internal Error" above it.
 */
export function JudgeFaultDetail({ fault }: { fault: JudgeFault | undefined }) {
  if (!fault) return null;
  const where = fault.testNumber === null ? '' : ` on test ${String(fault.testNumber)}`;
  return (
    <section aria-label="Judge fault" className="flex flex-col gap-1">
      <p className="text-xs text-base-content/75">
        Judge fault{where}: shown to admins only, users see Internal Error.
      </p>
      <IoBlock label="Fault detail" value={fault.detail} tone="error" testId="judge-fault-detail" />
    </section>
  );
}
