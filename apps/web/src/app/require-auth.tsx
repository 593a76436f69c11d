import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSignedInUser } from '../sign-in/use-signed-in-user';

/**
 * Personal areas. The user the device remembers sees the page at once, in the app's first render, while the
 * server confirms the sign-in: the page's own requests start without waiting for that answer, and the page is
 * not rendered a second time, all at once, when it comes (its data is the server's and asks for the sign-in too).
 * A visitor whose sign-in turns out to be over goes to /login and comes back here after signing in.
 * Someone signed out while here (log out, delete account) goes home instead, as log out does (docs/product.md §4):
 * those actions navigate home themselves, but the router commits that in a transition, so the signed-out
 * render of this page can come first and must not send them to /login (docs/decisions/094).
 */
export function RequireAuth() {
  const { state } = useSignedInUser();
  const location = useLocation();
  const [confirmed, setConfirmed] = useState(state === 'signedIn');
  if (state === 'signedIn' && !confirmed) setConfirmed(true);
  if (state === 'signedOut') {
    if (confirmed) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
