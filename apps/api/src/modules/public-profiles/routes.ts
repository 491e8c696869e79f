import type { RequestHandler, Router } from 'express';
import { publicProfileParamsSchema, publicProfileSchema } from '@codecourt/contracts';
import type { PublicProfile } from '@codecourt/contracts';
import { currentUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { PublicProfileService } from './service.js';

/** /api/users/{handle}/profile (issue #38): a user's public page, readable signed out. */
export const PUBLIC_PROFILE_ROUTES = defineRoutes(
  { prefix: '/users', tag: 'users' },
  {
    profile: {
      method: 'get',
      path: '/{handle}/profile',
      problemRead: {
        viewer: 'VISITOR (whoever asks)',
        queries: ['keepVisible'],
        note: 'on the user’s accepted problems: nothing secret is listed, even to the owner',
      },
      summary:
        'A user’s public profile: name, handle, join date, solved counts, rating history, rated contests, badges and recently solved problems (never an email or code); a private profile answers 404 to all but its owner',
      access: 'public',
      signIn: 'optional',
      params: publicProfileParamsSchema,
      success: { status: 200, description: 'The public profile', schema: publicProfileSchema },
      errors: [404],
    },
  },
);

export type PublicProfileRoutesDeps = {
  profiles: PublicProfileService;
  /** Loads the signed-in user when there is one: the owner still sees their private profile. */
  optionalAuth: RequestHandler;
};

/** The routes of PUBLIC_PROFILE_ROUTES, mounted at /api. */
export function createPublicProfileRoutes(deps: PublicProfileRoutesDeps): Router {
  return routerOf(PUBLIC_PROFILE_ROUTES, deps, {
    profile: async (req, res, { params }) => {
      const profile = await deps.profiles.profileOf(params.handle, currentUser(req)?.id);
      res.json(profile satisfies PublicProfile);
    },
  });
}
