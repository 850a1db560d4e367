// Guard for docs/product.md's "login required" routes: 'Loading...' while the sign-in state is unknown,
// a redirect to /login when nobody is signed in, else the nested route.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { LoadingScreen } from '../components/spinner';

export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
