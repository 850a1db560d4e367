// The route table of docs/product.md "Screens". Each screen is a lazy module that default-exports its page;
// to add a screen, add ONE lazy entry below and ONE `at(path, screen)` in the frame it belongs to:
// `Framed` (shared header and footer) or the full-screen list (screens that draw their own frame:
// the player, the schematic game, the sign-in screens). RequireAuth guards "login required" routes.
// Declarative routes (not React Router's data router, ~17 KB gzipped more): every first load
// carries the router, see docs/performance.md.
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import { prefetchCourseLevel, prefetchCourseMap } from '../api/course';
import { AppShell, Framed } from './layout';
import { queryClient } from './query-client';
import { prefetchProfile } from '../lib/session';
import { prefetchStreak } from '../lib/streak';
import { prefetchClassList } from '../lib/classes/class-list-query';
import { RequireAuth } from './require-auth';
import { LoadingScreen } from '../components/spinner';
import { inLaterTask, inSeparateTasks } from '../lib/later-task';

interface Screen {
  Component: ComponentType;
  /** Starts loading the screen's chunk (once); the first render then finds it loaded or on its way. */
  preload(): Promise<{ default: ComponentType }>;
  /** Starts the screen's first data request, when it is the first screen (see startFirstScreen). */
  prefetch?: (params: Params) => void;
}

/**
 * A lazy screen from `import('./page')` (default export). A chunk that fails to load (offline, or a
 * new deploy replaced it) surfaces as 'Loading chunk {id} failed' (docs/product.md "Rules and their texts") on the error screen,
 * which offers a reload.
 */
function page(load: () => Promise<{ default: ComponentType }>, prefetch?: Screen['prefetch']): Screen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    // The screen renders in a task after the one its modules evaluate in (docs/performance.md).
    (loading ??= load().then(inLaterTask, (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      const chunk = /([\w.-]+)\.js/.exec(reason)?.[1] ?? 'page';
      throw new Error(`Loading chunk ${chunk} failed. (${reason})`, { cause: error });
    }));
  return { Component: lazy(preload), preload, prefetch };
}

const Landing = page(() => import('../features/landing/landing-page'));
const Login = page(() => import('../features/auth/login-page'));
const Signup = page(() => import('../features/auth/signup-page'));
const ResetPassword = page(() => import('../features/auth/reset-password-page'));
const Devlog = page(() => import('../features/devlog/devlog-page'));
const Projects = page(() => import('../features/projects/projects-page'));
const ProjectOverview = page(() => import('../features/projects/project-overview-page'));
const Explore = page(() => import('../features/explore/explore-page'));
const Creator = page(() => import('../features/creator/creator-page'));
const LessonGen = page(() => import('../features/lessongen/lessongen-page'));
const Player = page(
  () => import('../features/player/player-page'),
  ({ chapterIndex = '', levelIndex = '' }) => {
    // A course exercise's level (a project's or a community level comes from elsewhere).
    if (!/^\d+$/.test(chapterIndex) || !/^\d+$/.test(levelIndex)) return;
    prefetchCourseLevel(queryClient, Number(chapterIndex), Number(levelIndex));
    prefetchProfile(queryClient);
  },
);
const Join = page(() => import('../features/classes/join-page'));
const Learn = page(
  () => import('../features/learn/learn-page'),
  () => {
    // Everything the map shows at once, so nothing arrives later and pushes the board down.
    prefetchCourseMap(queryClient);
    prefetchProfile(queryClient);
    prefetchStreak(queryClient);
    prefetchClassList(queryClient);
  },
);
const Account = page(() => import('../features/account/account-page'));
const Leaderboard = page(() => import('../features/leaderboard/leaderboard-page'));
const Teach = page(() => import('../features/classes/teach-page'));
const ClassPage = page(() => import('../features/classes/class-page'));
const LearnerPage = page(() => import('../features/classes/learner-page'));
const LevelComplete = page(() => import('../features/level-complete/level-complete-page'));
const Schematic = page(() => import('../features/schematic/schematic-page'));
const NotFound = page(() => import('./not-found-page'));

const screens = new WeakMap<RouteObject, Screen>();

/**
 * A route showing one lazy screen inside its own Suspense boundary ('Loading...' where the screen goes:
 * inside the header and footer for a framed screen, the whole page otherwise). The boundary holds only
 * the screen, keyed by the route's path: a learner who leaves while the chunk is still loading (Back
 * from a player that has not appeared yet) unmounts the boundary with it, and nothing of the router sits
 * between a boundary and its screen to re-render while parked (docs/performance.md "React's API on Preact").
 */
function at(path: string, screen: Screen): RouteObject {
  const element = (
    <Suspense key={path} fallback={<LoadingScreen />}>
      <screen.Component />
    </Suspense>
  );
  const route: RouteObject = { path, element };
  screens.set(route, screen);
  return route;
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // Full screen: no shared header or footer.
      at('/', Landing),
      at('/login', Login),
      at('/signup', Signup),
      at('/reset-password', ResetPassword),
      at('/devlog', Devlog),
      at('/level-creator', Creator),
      at('/level/test', Player),
      // docs/product.md leaves the custom-level login guard "not shown": playing is public, like /explore.
      at('/custom-level/:levelId', Player),
      {
        element: <RequireAuth />,
        children: [
          at('/level/:levelIndex/exercise/:exerciseIndex', Player),
          at('/chapter/:chapterIndex/level/:levelIndex/exercise/:exerciseIndex', Player),
          at('/project/:projectId/level/:levelIndex/exercise/:exerciseIndex', Player),
          at('/chapter/:chapterIndex/practice', Player),
          at('/schematic-question/:levelId', Schematic),
        ],
      },
      // Framed: the shared header and footer nav.
      {
        element: <Framed />,
        children: [
          at('/projects', Projects),
          at('/project/:projectId', ProjectOverview),
          at('/explore', Explore),
          at('/LessonGen', LessonGen),
          // A class's join link: public, so it can keep the code through sign-up or guest login.
          at('/join/:code', Join),
          {
            element: <RequireAuth />,
            children: [
              at('/learn', Learn),
              at('/account', Account),
              at('/leaderboard', Leaderboard),
              at('/teach', Teach),
              at('/teach/:classId', ClassPage),
              at('/teach/:classId/learner/:userId', LearnerPage),
              // The level-complete moment keeps the header, so the points just won show in it.
              at('/chapter/:chapterIndex/level/:levelIndex/complete', LevelComplete),
            ],
          },
          at('*', NotFound),
        ],
      },
    ],
  },
];

/**
 * Starts the first screen's chunks and data requests alongside the session check a guarded screen
 * waits for, instead of after it, then calls `render` (docs/performance.md). On a slow phone, requesting
 * the chunks (a link for each), requesting the data and the first render were one task of ~290 ms with
 * the entry's evaluation, during which the page could neither paint nor answer a tap; each is now a task
 * of its own, in that order, so the requests are under way before the render as before
 * (docs/performance.md "A first load in shorter tasks").
 */
export function startFirstScreen(pathname: string, render: () => void): void {
  const matched = (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const screen = screens.get(match.route);
    return screen ? [{ screen, params: match.params }] : [];
  });
  inSeparateTasks([
    () => matched.forEach(({ screen }) => void screen.preload().catch(() => {})),
    () => matched.forEach(({ screen, params }) => screen.prefetch?.(params)),
    render,
  ]);
}

export function AppRoutes() {
  return useRoutes(routes);
}
