import { Medal } from 'lucide-react';
import type { ContestMedal } from '@codecourt/contracts';
import { MEDAL_FILLS, MEDAL_WORDS, medalName } from '@/features/contests/lib/medals';

/**
 * A medal as a small filled badge: the icon and the medal's word besides its colour, so colour is never the
 * only cue; a screen reader hears "Gold medal".
 */
export function MedalMark({ medal }: { medal: ContestMedal }) {
  return (
    <span
      className={`badge badge-xs gap-0.5 border-0 font-semibold whitespace-nowrap text-medal-content ${MEDAL_FILLS[medal]}`}
      data-testid="medal-mark"
      data-medal={medal}
      title={medalName(medal)}
    >
      <Medal className="size-3" aria-hidden="true" />
      <span aria-hidden="true">{MEDAL_WORDS[medal]}</span>
      <span className="sr-only">{medalName(medal)}</span>
    </span>
  );
}
