import { RATING_ELO_SCALE } from '@codecourt/contracts';

/** The Elo probability that a player rated `winner` beats one rated `loser` (Mirzayanov 2015). */
export function winProbability(winner: number, loser: number): number {
  return 1 / (1 + 10 ** ((loser - winner) / RATING_ELO_SCALE));
}
