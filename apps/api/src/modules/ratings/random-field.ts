// Test and bench support: random fields that resemble a real board.
import type { RatingEntry } from '@codecourt/contracts';
import { placesForMethod } from './standings-to-ranks.js';

/** A small seeded generator (mulberry32), so a failing random contest can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A contest of `n` participants rated around 1500 (spread `spread`), whose scores follow their rating
 * loosely and tie now and then, as real boards do.
 */
export function randomField(random: () => number, n: number, spread = 400): RatingEntry[] {
  const standings = Array.from({ length: n }, (_, i) => {
    const rating = Math.max(1, Math.round(1500 + (random() + random() + random() - 1.5) * spread));
    return {
      userId: `u${i}`,
      rating,
      score: Math.round((rating + (random() - 0.5) * 2 * spread) / 100),
      penalty: Math.floor(random() * 5),
    };
  });
  const key = (s: { score: number; penalty: number }) => s.score * 1000 - s.penalty;
  const sorted = [...standings].sort((a, b) => key(b) - key(a));
  const firstAt = new Map<number, number>();
  sorted.forEach((s, i) => {
    if (!firstAt.has(key(s))) firstAt.set(key(s), i + 1);
  });
  const placed = sorted.map((s) => ({ ...s, place: firstAt.get(key(s)) ?? 1 }));
  return placesForMethod(placed).map(({ userId, rating, rank }) => ({ userId, rating, rank }));
}
