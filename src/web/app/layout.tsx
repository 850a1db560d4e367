// The page frame. AppShell wraps every screen: live points, scroll restoration, the error screen and
// 'Loading...' while a screen's chunk loads. Framed adds the shared header and footer nav; screens
// outside it (full-screen player, schematic game, sign-in screens) draw their own frame.
import { Outlet, useLocation } from 'react-router';
import { Suspense } from 'react';
import { Header } from './header';
import { FooterNav } from './footer-nav';
import { RouteErrorBoundary } from './error-page';
import { ScrollRestoration } from './scroll-restoration';
import { usePointsEvents } from '../lib/points-events';
import { LoadingScreen } from '../components/spinner';
import styles from './layout.module.css';

export function AppShell() {
  usePointsEvents();
  const location = useLocation();
  return (
    <>
      <ScrollRestoration />
      {/* A new navigation leaves the error screen (as the data router's errorElement did). */}
      <RouteErrorBoundary resetKey={location.key}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

export function Framed() {
  return (
    <div className={styles.shell}>
      <Header />
      <div className={styles.content}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </div>
      <FooterNav />
    </div>
  );
}
