// A link to a screen of the app: a real <a href> (open in a new tab, copy the address), which a plain
// click turns into a client-side navigation. Used instead of React Router's <Link>/<NavLink>, which
// resolve relative paths on every render (src/web/lib/app-navigation.tsx); `to` is always absolute.
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../lib/app-navigation';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path in the app, e.g. `/learn` or `/teach/abc?tab=1`. */
  to: string;
  /** Navigation state for the next screen (history state). */
  state?: unknown;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== undefined && target !== '_self');
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, state, replace, onClick, target, ...rest }, ref) {
  const navigate = useAppNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || opensElsewhere(event, target)) return;
        event.preventDefault();
        // A link to the screen already shown replaces it, as React Router's links do (no duplicate Back step).
        const here = window.location.pathname + window.location.search + window.location.hash;
        navigate(to, { state, replace: replace ?? to === here });
      }}
    />
  );
});

export interface AppNavLinkProps extends Omit<AppLinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows when its screen (or one under it) is shown: `aria-current="page"` and an active class. */
export function AppNavLink({ to, className, ...rest }: AppNavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
  return <AppLink {...rest} to={to} className={typeof className === 'function' ? className({ isActive }) : className} aria-current={isActive ? 'page' : undefined} />;
}
