import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { problemQuery } from '@/lib/api/get-problem';
import { preloadEditor } from '@/lib/preload-editor';
import { offeredLanguagesQuery } from '@/features/code-editor/api/offered-languages';
import { setNavigate } from '@/lib/navigation';
import { RouteError } from '@/app/routes/route-error';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';

function AppLayout() {
  return <RootLayout bell={<NotificationsMenu />} />;
}

/** Each screen is its own chunk, loaded when first visited. */
function lazy(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * A workspace route starts what its first render would otherwise ask for: the editor's files, the
 * languages the judge offers and (on /problem) the problem. On a first visit those are round trips off
 * the way to the editor. Navigation never waits on them.
 */
function prepareWorkspace(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    preloadEditor();
    // A failure is the workspace's to show: its queries find the error in the cache and ask again.
    queryClient.query(offeredLanguagesQuery()).catch(() => undefined);
    if (params.problemId) queryClient.query(problemQuery(params.problemId)).catch(() => undefined);
    return null;
  };
}

const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    Component: AppLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazy(() => import('@/app/routes/landing')) },
          { path: paths.auth.login.path, lazy: lazy(() => import('@/app/routes/auth/login')) },
          { path: paths.auth.signup.path, lazy: lazy(() => import('@/app/routes/auth/signup')) },
          { path: paths.auth.logout.path, lazy: lazy(() => import('@/app/routes/auth/logout')) },
          {
            path: paths.auth.forgotPassword.path,
            lazy: lazy(() => import('@/app/routes/auth/forgot-password')),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: lazy(() => import('@/app/routes/auth/reset-password')),
          },
          { path: paths.problems.path, lazy: lazy(() => import('@/app/routes/problems')) },
          {
            path: paths.problem.path,
            loader: prepareWorkspace(queryClient),
            lazy: lazy(() => import('@/app/routes/problem')),
          },
          { path: paths.discussions.path, lazy: lazy(() => import('@/app/routes/discussions')) },
          { path: paths.contests.path, lazy: lazy(() => import('@/app/routes/contests')) },
          { path: paths.contest.path, lazy: lazy(() => import('@/app/routes/contest')) },
          {
            path: paths.contestScoreboard.path,
            lazy: lazy(() => import('@/app/routes/contest-scoreboard')),
          },
          {
            path: paths.contestProblem.path,
            loader: prepareWorkspace(queryClient),
            lazy: lazy(() => import('@/app/routes/contest-problem')),
          },
          { path: paths.contestVirtual.path, lazy: lazy(() => import('@/app/routes/contest-virtual')) },
          {
            path: paths.contestVirtualProblem.path,
            loader: prepareWorkspace(queryClient),
            lazy: lazy(() => import('@/app/routes/contest-virtual-problem')),
          },
          { path: paths.discuss.path, lazy: lazy(() => import('@/app/routes/discuss')) },
          { path: paths.review.path, lazy: lazy(() => import('@/app/routes/review')) },
          { path: paths.plans.path, lazy: lazy(() => import('@/app/routes/plans')) },
          { path: paths.plan.path, lazy: lazy(() => import('@/app/routes/plan')) },
          { path: paths.settings.path, lazy: lazy(() => import('@/app/routes/settings')) },
          { path: paths.teams.path, lazy: lazy(() => import('@/app/routes/teams')) },
          { path: paths.interviews.path, lazy: lazy(() => import('@/app/routes/interviews')) },
          {
            path: paths.interview.path,
            loader: () => {
              preloadEditor();
              return null;
            },
            lazy: lazy(() => import('@/app/routes/interview-room')),
          },
          { path: paths.leaderboard.path, lazy: lazy(() => import('@/app/routes/leaderboard')) },
          { path: paths.profile.path, lazy: lazy(() => import('@/app/routes/profile')) },
          { path: paths.publicProfile.path, lazy: lazy(() => import('@/app/routes/public-profile')) },
          { path: paths.admin.root.path, lazy: lazy(() => import('@/app/routes/admin/admin')) },
          { path: paths.admin.create.path, lazy: lazy(() => import('@/app/routes/admin/create')) },
          { path: paths.admin.update.path, lazy: lazy(() => import('@/app/routes/admin/update')) },
          { path: paths.admin.delete.path, lazy: lazy(() => import('@/app/routes/admin/delete')) },
          { path: paths.admin.video.path, lazy: lazy(() => import('@/app/routes/admin/video')) },
          { path: paths.admin.upload.path, lazy: lazy(() => import('@/app/routes/admin/upload')) },
          { path: paths.admin.contests.path, lazy: lazy(() => import('@/app/routes/admin/contests')) },
          { path: paths.admin.newContest.path, lazy: lazy(() => import('@/app/routes/admin/contest-new')) },
          {
            path: paths.admin.editContest.path,
            lazy: lazy(() => import('@/app/routes/admin/contest-edit')),
          },
          {
            path: paths.admin.contestIntegrity.path,
            lazy: lazy(() => import('@/app/routes/admin/contest-integrity')),
          },
          {
            path: paths.admin.contestRejudges.path,
            lazy: lazy(() => import('@/app/routes/admin/contest-rejudges')),
          },
          {
            path: paths.admin.contestAccounts.path,
            lazy: lazy(() => import('@/app/routes/admin/contest-accounts')),
          },
          {
            path: paths.admin.contestReveal.path,
            lazy: lazy(() => import('@/app/routes/admin/contest-reveal')),
          },
          // Footer links (/about, /careers, ...) are deliberately unrouted and land here too.
          { path: '*', lazy: lazy(() => import('@/app/routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes(queryClient));
  // The API client sends expired sessions to /login through the router, without a page reload.
  setNavigate((path) => {
    void router.navigate(path);
  });
  return router;
}
