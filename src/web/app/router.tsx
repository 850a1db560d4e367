// The route table of spec section 2. Each screen is a lazy module that default-exports its page;
// to add a screen, add ONE lazy entry below. `handle.chrome: 'none'` hides header and footer
// (full-screen player and schematic game); RequireAuth guards the "login required" routes.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout';
import { RequireAuth } from './require-auth';
import { ErrorPage } from './error-page';
import { LoadingScreen } from '../components/spinner';

/**
 * Turns `import('./page')` (default export) into react-router's lazy route shape. A chunk that fails
 * to load (offline, or a new deploy replaced it) surfaces as spec 8's 'Loading chunk {id} failed'
 * on the error screen, which offers a reload.
 */
function page(load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const chunk = /([\w.-]+)\.js/.exec(reason)?.[1] ?? 'page';
      throw new Error(`Loading chunk ${chunk} failed. (${reason})`, { cause: error });
    }
  };
}

/** Screens that draw their own page frame (no shared header/footer). */
const fullScreen = { chrome: 'none' } as const;
const player = page(() => import('../features/player/player-page'));

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: ErrorPage,
    // Shown while the first screen's lazy chunk loads.
    HydrateFallback: LoadingScreen,
    children: [
      // Public
      { path: '/', lazy: page(() => import('../features/landing/landing-page')), handle: fullScreen },
      { path: '/login', lazy: page(() => import('../features/auth/login-page')), handle: fullScreen },
      { path: '/signup', lazy: page(() => import('../features/auth/signup-page')), handle: fullScreen },
      { path: '/reset-password', lazy: page(() => import('../features/auth/reset-password-page')), handle: fullScreen },
      { path: '/devlog', lazy: page(() => import('../features/devlog/devlog-page')), handle: fullScreen },
      { path: '/projects', lazy: page(() => import('../features/projects/projects-page')) },
      { path: '/project/:projectId', lazy: page(() => import('../features/projects/project-overview-page')) },
      { path: '/explore', lazy: page(() => import('../features/explore/explore-page')) },
      { path: '/level-creator', lazy: page(() => import('../features/creator/creator-page')), handle: fullScreen },
      { path: '/LessonGen', lazy: page(() => import('../features/lessongen/lessongen-page')) },
      { path: '/level/test', lazy: player, handle: fullScreen },
      // The spec leaves the custom-level login guard "not shown": playing is public, like /explore.
      { path: '/custom-level/:levelId', lazy: player, handle: fullScreen },
      // A class's join link: public, so it can keep the code through sign-up or guest login.
      { path: '/join/:code', lazy: page(() => import('../features/classes/join-page')) },
      // Login required
      {
        Component: RequireAuth,
        children: [
          { path: '/learn', lazy: page(() => import('../features/learn/learn-page')) },
          { path: '/account', lazy: page(() => import('../features/account/account-page')) },
          { path: '/leaderboard', lazy: page(() => import('../features/leaderboard/leaderboard-page')) },
          { path: '/teach', lazy: page(() => import('../features/classes/teach-page')) },
          { path: '/teach/:classId', lazy: page(() => import('../features/classes/class-page')) },
          { path: '/level/:levelIndex/exercise/:exerciseIndex', lazy: player, handle: fullScreen },
          { path: '/chapter/:chapterIndex/level/:levelIndex/exercise/:exerciseIndex', lazy: player, handle: fullScreen },
          // The level-complete moment keeps the header, so the points just won show in it.
          { path: '/chapter/:chapterIndex/level/:levelIndex/complete', lazy: page(() => import('../features/level-complete/level-complete-page')) },
          { path: '/project/:projectId/level/:levelIndex/exercise/:exerciseIndex', lazy: player, handle: fullScreen },
          { path: '/chapter/:chapterIndex/practice', lazy: player, handle: fullScreen },
          { path: '/schematic-question/:levelId', lazy: page(() => import('../features/schematic/schematic-page')), handle: fullScreen },
        ],
      },
      { path: '*', lazy: page(() => import('./not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
