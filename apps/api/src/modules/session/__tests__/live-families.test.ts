import { describe, expect, it } from 'vitest';
import { LIVE_FAMILY_CACHE_MS, createLiveFamilies } from '../live-families.js';

function counted(live: boolean) {
  const asked: string[] = [];
  return {
    asked,
    isLive: (familyId: string) => {
      asked.push(familyId);
      return Promise.resolve(live);
    },
  };
}

describe('live sign-in cache', () => {
  it('when a live sign-in is checked many times within the cache time, then the database is asked once', async () => {
    const db = counted(true);
    let now = 1_000;
    const families = createLiveFamilies(db.isLive, () => now);

    for (let i = 0; i < 100; i += 1) expect(await families.check('f')).toBe(true);
    now += LIVE_FAMILY_CACHE_MS + 1;
    await families.check('f');

    expect(db.asked).toEqual(['f', 'f']);
  });

  it('when a sign-in is forgotten, then the next check asks the database again', async () => {
    const db = counted(true);
    const families = createLiveFamilies(db.isLive);
    await families.check('f');

    families.forget('f');
    await families.check('f');

    expect(db.asked).toEqual(['f', 'f']);
  });

  it('when a sign-in has ended, then every check says so and none is cached', async () => {
    const db = counted(false);
    const families = createLiveFamilies(db.isLive);

    expect(await families.check('f')).toBe(false);
    expect(await families.check('f')).toBe(false);
    expect(db.asked.length).toBe(2);
  });
});
