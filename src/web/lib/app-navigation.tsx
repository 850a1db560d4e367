// One navigate function for every link of the page (components/app-link.tsx). React Router's own
// <Link> resolves its target against the route tree on every render, about a millisecond per link on a
// cheap phone with ~20 links on a screen (docs/performance.md "Links without the route tree"); our
// links all name absolute paths, so they only need a way to navigate.
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

export type AppNavigate = (to: string, options?: NavigateOptions) => void;

const NavigateContext = createContext<AppNavigate | null>(null);

/** Gives the links inside it a navigate function that keeps its identity (links never re-render for it). */
export function AppNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  const stable = useMemo<AppNavigate>(() => (to, options) => void latest.current(to, options), []);
  return <NavigateContext.Provider value={stable}>{children}</NavigateContext.Provider>;
}

/** The app's navigate function; null outside AppNavigation (a link then lets the browser load the page). */
export function useAppNavigate(): AppNavigate | null {
  return useContext(NavigateContext);
}
