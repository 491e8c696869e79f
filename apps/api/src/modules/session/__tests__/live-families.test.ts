import { describe, expect, it } from 'vitest';
import type { ChangeHandlers, ListenToChanges } from '../../../db/change-feed.js';
import { LIVE_FAMILY_CACHE_MS, createLiveFamilies } from '../live-families.js';
import { SIGN_IN_ENDED_CHANNEL } from '../repository.js';

/** A change feed the test drives: what the database's LISTEN connection would report. */
function feed() {
  const heard = new Map<string, ChangeHandlers>();
  const listen: ListenToChanges = (channel, handlers) => {
    heard.set(channel, handlers);
    return Promise.resolve();
  };
  const on = (): ChangeHandlers => {
    const handlers = heard.get(SIGN_IN_ENDED_CHANNEL);
    if (!handlers) throw new Error('nobody listens for ended sign-ins');
    return handlers;
  };
  return { listen, on };
}

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
    const families = createLiveFamilies(db.isLive, { clock: () => now });

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

  it('when another instance announces an ended sign-in, then the next check asks the database again', async () => {
    const db = counted(true);
    const changes = feed();
    const families = createLiveFamilies(db.isLive, { listen: changes.listen });
    changes.on().onLive(true);
    await families.check('f');
    await families.check('f');

    changes.on().onChange();
    await families.check('f');

    expect(db.asked).toEqual(['f', 'f']);
  });

  it('when the change feed is down, then no sign-in is trusted without asking the database', async () => {
    const db = counted(true);
    const changes = feed();
    const families = createLiveFamilies(db.isLive, { listen: changes.listen });
    changes.on().onLive(true);
    await families.check('f');

    changes.on().onLive(false);
    await families.check('f');
    await families.check('f');

    expect(db.asked).toEqual(['f', 'f', 'f']);
  });

  it('when another instance marked a cached sign-in as ended, then the database is asked and says so', async () => {
    const asked: string[] = [];
    let live = true;
    const ended = new Set<string>();
    const families = createLiveFamilies(
      (familyId) => {
        asked.push(familyId);
        return Promise.resolve(live);
      },
      { endedElsewhere: (familyId) => Promise.resolve(ended.has(familyId)) },
    );
    await families.check('f');
    await families.check('f');

    live = false;
    ended.add('f');

    expect(await families.check('f')).toBe(false);
    expect(asked).toEqual(['f', 'f']);
  });

  it('when Redis cannot say whether a cached sign-in ended, then the database is asked', async () => {
    const db = counted(true);
    const families = createLiveFamilies(db.isLive, { endedElsewhere: () => Promise.resolve(undefined) });
    await families.check('f');

    await families.check('f');

    expect(db.asked).toEqual(['f', 'f']);
  });
});
