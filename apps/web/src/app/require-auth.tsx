import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/hooks/use-session';

/** Personal areas: a signed-out visitor goes to /login and comes back here after signing in. */
export function RequireAuth() {
  const { state } = useSession();
  const location = useLocation();
  if (state === 'checking') return <PageLoader label="Checking your session…" />;
  if (state === 'signedOut') {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
