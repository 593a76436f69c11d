import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { useSession } from '../session/use-session';

/**
 * Personal areas: a visitor who arrives signed out goes to /login and comes back here after signing in.
 * Someone signed out while here (log out, delete account) goes home instead, as log out does (docs/product.md §4):
 * those actions navigate home themselves, but the router commits that in a transition, so the signed-out
 * render of this page can come first and must not send them to /login (docs/decisions/094).
 */
export function RequireAuth() {
  const { state } = useSession();
  const location = useLocation();
  const [shownSignedIn, setShownSignedIn] = useState(state === 'signedIn');
  if (state === 'signedIn' && !shownSignedIn) setShownSignedIn(true);
  if (state === 'checking') return <PageLoader label="Checking your session…" />;
  if (state === 'signedOut') {
    if (shownSignedIn) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
