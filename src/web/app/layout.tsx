// The page frame: shared header and footer nav around the current route, unless the route's
// `handle.chrome` is 'none' (full-screen player, schematic game, and screens with their own frame).
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { Suspense } from 'react';
import { Header } from './header';
import { FooterNav } from './footer-nav';
import { usePointsEvents } from '../lib/points-events';
import { LoadingScreen } from '../components/spinner';
import styles from './layout.module.css';

interface RouteHandle {
  chrome?: 'none' | 'full';
}

function useChrome(): 'none' | 'full' {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.chrome) return handle.chrome;
  }
  return 'full';
}

export function AppLayout() {
  const chrome = useChrome();
  usePointsEvents();
  const content = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      <ScrollRestoration />
      {chrome === 'none' ? (
        content
      ) : (
        <div className={styles.shell}>
          <Header />
          <div className={styles.content}>{content}</div>
          <FooterNav />
        </div>
      )}
    </>
  );
}
