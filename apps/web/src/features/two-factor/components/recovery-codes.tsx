import { CopyButton } from '@/components/ui/copy-button';

/** The ten recovery codes, shown once after enrolment, with Copy. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 rounded-box border border-success/40 bg-success/5 p-4" data-testid="recovery-codes">
      <p className="text-sm font-medium">
        Save these recovery codes now: each signs you in once without your phone, and they will not be shown
        again.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} what="the codes" />
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
