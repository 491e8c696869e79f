import { openPglite } from './src/db/client.js';
import { seedLeaderboard } from './src/testing/leaderboard-population.js';
import { sql } from 'drizzle-orm';
const h = await openPglite();
await h.migrate();
const n = 20000;
await seedLeaderboard(h.db, { users: n, problems: 100, submissions: n * 10 });
const q = (offset: number) => sql.raw(`
          WITH groups AS (
            SELECT total_solved, hard_solved, medium_solved, users,
              sum(users) OVER (ORDER BY total_solved DESC, hard_solved DESC, medium_solved DESC) - users AS ahead
            FROM leaderboard_groups WHERE users > 0
          )
          SELECT r.user_id AS ranked_user_id, r.ranking FROM groups g CROSS JOIN LATERAL (
            SELECT s.user_id, s.solved_reached_at,
              (g.ahead + rank() OVER (ORDER BY s.solved_reached_at ASC NULLS LAST))::int AS ranking
            FROM user_stats s
            WHERE s.total_solved = g.total_solved AND s.hard_solved = g.hard_solved
              AND s.medium_solved = g.medium_solved
            ORDER BY s.solved_reached_at ASC NULLS LAST, s.user_id
            OFFSET greatest(${offset} - g.ahead, 0) LIMIT 50
          ) r
          WHERE g.ahead + g.users > ${offset} AND g.ahead < ${offset + 50}
          ORDER BY r.ranking, r.user_id
          LIMIT 50`);
for (const off of [0, 19000]) {
  const r: any = await h.db.execute(sql`explain analyze ${q(off)}`);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
const g: any = await h.db.execute(sql`select count(*), max(users) from leaderboard_groups`);
console.log(g.rows);
await h.close();
