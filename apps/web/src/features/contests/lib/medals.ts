import type { ContestMedal } from '@codecourt/contracts';

/** Each medal's word on screen; a screen reader hears it with "medal" after it. */
export const MEDAL_WORDS: Record<ContestMedal, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/** What a screen reader and a tooltip call a medal: "Gold medal". */
export const medalName = (medal: ContestMedal) => `${MEDAL_WORDS[medal]} medal`;

/** The mark's fill (under the one dark medal text colour) and a board row's tint; literal for Tailwind. */
export const MEDAL_FILLS: Record<ContestMedal, string> = {
  gold: 'bg-gold',
  silver: 'bg-silver',
  bronze: 'bg-bronze',
};
export const MEDAL_ROW_TINTS: Record<ContestMedal, string> = {
  gold: 'bg-gold/12',
  silver: 'bg-silver/15',
  bronze: 'bg-bronze/12',
};
