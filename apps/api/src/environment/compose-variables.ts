// Variables only docker-compose.yml reads (the stack's wiring): no process parses them, so they are
// described here for docs/configuration.md and .env.example.
import { z } from 'zod';

export const composeEnvSchema = z.object({
  POSTGRES_PASSWORD: z
    .string()
    .describe(
      "PostgreSQL's password for the codecourt user (the database only listens on the stack's network)",
    )
    .meta({ whenUnset: 'the stack refuses to start' }),
  HTTP_PORT: z
    .string()
    .default('3000')
    .describe('host port the API publishes (one port for `/api` and the web app)'),
  HTTP_BIND: z.string().default('0.0.0.0').describe('host address that port is published on'),
  DOCKER_GID: z
    .string()
    .default('999')
    .describe(
      "the group owning the host's Docker socket (`stat -c %g /var/run/docker.sock`): the worker joins it",
    ),
  DOCKER_SOCKET: z
    .string()
    .default('/var/run/docker.sock')
    .describe(
      "the socket the docker-driver workers use; point it at a dedicated engine's socket to keep judging off the host's own engine",
    ),
  NODE_IMAGE: z
    .string()
    .default('node:20-bookworm-slim')
    .describe(
      'base image of the app images (CI builds a stand-in from Debian packages: docker/app/build-offline.sh)',
    ),
  POSTGRES_IMAGE: z.string().default('postgres:16-bookworm').describe('PostgreSQL image of the stack'),
  REDIS_IMAGE: z.string().default('redis:7-bookworm').describe('Redis image of the stack'),
  CODECOURT_TAG: z
    .string()
    .default('latest')
    .describe('tag of the built `codecourt/api` and `codecourt/worker` images'),
});
