// The page frame. AppShell wraps every screen: live points, scroll restoration and the error screen.
// Framed adds the shared header and footer nav; screens outside it (full-screen player, schematic
// game, sign-in screens) draw their own frame. 'Loading...' while a screen's chunk loads comes from
// the screen's own Suspense boundary (`at` in router.tsx), not from here.
import { Outlet, useLocation } from 'react-router';
import { Suspense } from 'react';
import { Header } from './header';
import { FooterNav } from './footer-nav';
import { RouteErrorBoundary } from './error-page';
import { ScrollRestoration } from './scroll-restoration';
import { usePointsEvents } from '../lib/points-events';
import { LoadingScreen } from '../components/spinner';
import { AppNavigation } from '../lib/app-navigation';
import styles from './layout.module.css';

export function AppShell() {
  usePointsEvents();
  const location = useLocation();
  return (
    <AppNavigation>
      <ScrollRestoration />
      {/* A new navigation leaves the error screen (as the data router's errorElement did). */}
      <RouteErrorBoundary resetKey={location.key}>
        {/* Only a last resort: every screen has its own boundary (router.tsx). */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AppNavigation>
  );
}

export function Framed() {
  return (
    <div className={styles.shell}>
      <Header />
      <div className={styles.content}>
        <Outlet />
      </div>
      <FooterNav />
    </div>
  );
}
