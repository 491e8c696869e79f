import { Ban, EllipsisVertical, Tags, UserMinus } from 'lucide-react';
import { CONTEST_MESSAGES } from '@codecourt/contracts';
import { Dropdown } from '@/components/ui/dropdown';

export type JuryAction = 'category' | 'disqualify' | 'remove';

type Props = {
  name: string;
  /** The contest has categories to move between. */
  categories: boolean;
  /** After the end a row stays (ratings and awards come from it): disqualifying is what is left. */
  ended: boolean;
  onChoose: (action: JuryAction) => void;
};

/** The organiser's actions on one board row (issue #36), behind a button that names the participant. */
export function ParticipantMenu({ name, categories, ended, onChoose }: Props) {
  const item = (action: JuryAction, close: () => void) => () => {
    close();
    onChoose(action);
  };
  return (
    <Dropdown
      floating
      className="w-56 font-normal"
      trigger={(props) => (
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={`Actions for ${name}`}
          data-testid="participant-actions"
          {...props}
        >
          <EllipsisVertical className="size-4" aria-hidden="true" />
        </button>
      )}
    >
      {(close) => (
        <ul className="menu w-full p-0" aria-label={`Actions for ${name}`}>
          {categories && (
            <li>
              <button type="button" onClick={item('category', close)}>
                <Tags className="size-4" aria-hidden="true" />
                Change category…
              </button>
            </li>
          )}
          <li>
            <button type="button" className="text-error" onClick={item('disqualify', close)}>
              <Ban className="size-4" aria-hidden="true" />
              Disqualify…
            </button>
          </li>
          <li className={ended ? 'menu-disabled' : undefined}>
            {/* Disabled rather than hidden, so the organiser reads why and what to do instead. */}
            <button type="button" disabled={ended} onClick={item('remove', close)}>
              <UserMinus className="size-4 self-start" aria-hidden="true" />
              <span className="flex flex-col items-start">
                Remove…
                {ended && <span className="text-xs">{CONTEST_MESSAGES.removeAfterEnd}</span>}
              </span>
            </button>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}
