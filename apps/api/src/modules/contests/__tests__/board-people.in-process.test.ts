// A person's row on a board carries their name and public handle. The boards are kept in memory, so a
// change of the user must reach them: a profile made private stops showing its handle, a new name shows, on
// this instance's board and on another instance's that hears of it only through the change feed.
import { describe, expect, it } from 'vitest';
import { scoreboardSchema } from '@codecourt/contracts';
import type { Scoreboard } from '@codecourt/contracts';
import { waitFor } from '../../../testing/wait-for.js';
import { otherInstanceBoard, useContestServer } from './contest-app.js';

const server = useContestServer();

describe('a person on a cached board', () => {
  it('when they make their profile private and change their name, then every board drops the handle and shows the name', async () => {
    const c = server.app;
    const contest = await c.contest();
    const elsewhere = otherInstanceBoard(c);
    const ada = await c.user();
    expect((await ada.browser.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    const boards = {
      here: async (): Promise<Scoreboard> =>
        scoreboardSchema.parse((await c.admin.get(`/api/contests/${contest._id}/scoreboard`)).body),
      elsewhere: () => elsewhere(contest._id),
    };
    const shown = async (board: () => Promise<Scoreboard>) => (await board()).rows[0]?.user;
    const made = await ada.browser.send('patch', '/api/user/public-profile', {
      body: { handle: `ada-${ada.id.slice(0, 8)}`, profilePublic: true },
    });
    expect(made.status).toBe(200);
    for (const board of [boards.here, boards.elsewhere])
      await waitFor(
        async () => ((await shown(board))?.handle === `ada-${ada.id.slice(0, 8)}` ? true : undefined),
        'the public handle on the board',
      );

    const hidden = await ada.browser.send('patch', '/api/user/public-profile', {
      body: { handle: `ada-${ada.id.slice(0, 8)}`, profilePublic: false },
    });
    expect(hidden.status).toBe(200);
    const renamed = await ada.browser.send('patch', '/api/user/profile', {
      body: { firstName: 'Augusta', lastName: 'King' },
    });
    expect(renamed.status).toBe(200);

    for (const board of [boards.here, boards.elsewhere])
      await waitFor(async () => {
        const user = await shown(board);
        return user?.handle === null && user.firstName === 'Augusta' ? true : undefined;
      }, 'the row without its handle, with the new name');
    expect(await shown(boards.elsewhere)).toMatchObject({
      handle: null,
      firstName: 'Augusta',
      lastName: 'King',
    });
  });
});
