import { Check, X } from 'lucide-react';

export type CasePill = { key: string; label: string; passed?: boolean };

type Props = { cases: CasePill[]; selected: string; onSelect: (key: string) => void; label: string };

/** "Case 1", "Case 2", ...: which test the panel below shows, with a pass mark after a run. */
export function CasePills({ cases, selected, onSelect, label }: Props) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {cases.map((item) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            type="button"
            aria-pressed={active}
            className={`btn btn-xs gap-1 rounded-field font-medium ${active ? 'btn-neutral' : 'btn-ghost bg-base-200'}`}
            onClick={() => {
              onSelect(item.key);
            }}
          >
            {item.passed === true && <Check className="size-3 text-success" aria-label="passed" />}
            {item.passed === false && <X className="size-3 text-error" aria-label="failed" />}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
