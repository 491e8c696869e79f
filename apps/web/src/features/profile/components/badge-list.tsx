import { Award, Lock } from 'lucide-react';
import { BADGE_RULES, type Badge } from '@codecourt/contracts';

/** Every badge there is: the earned ones lit, the rest shown as still to earn. */
export function BadgeList({ earned }: { earned: readonly Badge[] }) {
  const earnedNames = new Set(earned.map((badge) => badge.name));
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="badge-list">
      {BADGE_RULES.map((rule) => {
        const has = earnedNames.has(rule.name);
        const Icon = has ? Award : Lock;
        return (
          <li
            key={rule.name}
            // Locked badges are told apart by a dashed border and the lock, not by fading: faded text fails contrast.
            className={`flex items-start gap-3 rounded-box border p-3 ${has ? 'border-primary/40 bg-primary/5' : 'border-dashed border-base-300'}`}
            data-testid={has ? 'badge-earned' : 'badge-locked'}
          >
            <Icon
              className={`mt-0.5 size-5 shrink-0 ${has ? 'text-primary' : 'text-base-content/75'}`}
              aria-hidden="true"
            />
            <span>
              <span className="block text-sm font-semibold">{rule.name}</span>
              <span className="block text-xs text-base-content/75">{rule.description}</span>
              <span className="sr-only">{has ? 'Earned' : 'Not earned yet'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
