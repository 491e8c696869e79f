// The bench API (startBenchApi) as its own production process, so a load generator does not share its event
// loop: PORT, REDIS_URL and DATABASE_URL from the environment; SIGTERM stops it.
import { startBenchApi } from './start-api.js';

const { PORT, REDIS_URL, DATABASE_URL } = process.env;
const api = await startBenchApi({
  production: true,
  port: Number(PORT ?? 0),
  ...(REDIS_URL ? { redisUrl: REDIS_URL } : {}),
  ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}),
});
process.once('SIGTERM', () => {
  void api.stop().then(() => process.exit(0));
});
