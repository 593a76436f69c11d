import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';

/**
 * Marks the document once the page runs. It sits inside the page's Suspense boundary because React hydrates such a
 * boundary after the shell around it: a mark outside would come while the page's own keys and buttons were still
 * inert HTML.
 */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

/** The current route's page, with a loader while its code arrives. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
      <MarkLive />
    </Suspense>
  );
}
