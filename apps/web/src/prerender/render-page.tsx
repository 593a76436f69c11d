// Server-side entry used only at build time (scripts/prerender.mjs): renders a marketing page to HTML.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { WarningBar } from '../components/warning-bar';
import { type PageMeta, PageMetaCollector } from '../lib/page-meta';

/** Pages whose HTML does not depend on who is looking: rendered signed out, then hydrated in the browser. */
export const prerenderedPaths = [
  '/',
  '/landing',
  '/pricing',
  '/login',
  '/signup',
  '/interview-guide',
  '/kids',
  '/features',
  '/about',
  '/blog',
  '/careers',
  '/help',
  '/community',
  '/privacy',
  '/terms',
  '/cookies',
];

export interface RenderedPage {
  html: string;
  meta: Required<PageMeta>;
  /** Source files of the matched routes (from each route's `handle.module`), whose chunks the page needs. */
  modules: string[];
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirected instead of rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: Required<PageMeta> | undefined;
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector.Provider value={(pageMeta) => (meta = pageMeta)}>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <WarningBar />
        </Providers>
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  if (!meta) throw new Error(`${pathname} set no page title`);
  const modules = context.matches.flatMap(({ route }) => (route.handle?.module ? [route.handle.module as string] : []));
  return { html, meta, modules };
}
