import { PHONE_PANES, type PhonePane } from '@/config/workspace';

const LABELS: Record<PhonePane, string> = { description: 'Description', code: 'Code', result: 'Result' };

type Props = { active: PhonePane; onSelect: (pane: PhonePane) => void };

/** The workspace's panes as tabs on a phone, where only one fits the screen. */
export function PhonePaneTabs({ active, onSelect }: Props) {
  return (
    <div
      role="group"
      aria-label="Workspace pane"
      className="join w-full shrink-0 lg:hidden"
      data-testid="phone-tabs"
    >
      {PHONE_PANES.map((pane) => (
        <button
          key={pane}
          type="button"
          aria-pressed={pane === active}
          className={`btn join-item btn-sm flex-1 ${pane === active ? 'btn-primary' : 'bg-base-100'}`}
          onClick={() => {
            onSelect(pane);
          }}
        >
          {LABELS[pane]}
        </button>
      ))}
    </div>
  );
}
