// Server-side entry used by the running server: renders any route for the person
// asking, with the data its first render reads, so a first visit paints the screen from the HTML alone.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { loadRouteData, type RouteState } from '../app/route-data';
import { type RouteHandle, routes } from '../app/router';
import { WarningBar } from '../components/warning-bar';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { type PageMeta, PageMetaCollector, siteDescription } from '../lib/page-meta';
import { createQueryClient } from '../lib/query-client';
import { fetchUserStatus, userStatusQueryOptions } from '../sign-in/user-status';
import { signedOutUser } from '../stores/app-store';

/** The server's own router for the page being rendered: each render's API calls carry its visitor's cookie. */
const requestTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = requestTransport.getStore();
  if (!transport) throw new Error(`${url} was asked for outside a server render`);
  return transport(url, init);
});

export interface RenderedRoute {
  html: string;
  meta: Required<PageMeta>;
  /** Source files of the matched routes, whose chunks and styles the page needs. */
  modules: string[];
  state: RouteState;
}

/** The page's HTML once every part of it has rendered, lazy parts included. */
function allReady(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.setEncoding('utf8');
        sink.on('data', (chunk: string) => {
          html += chunk;
        });
        sink.on('end', () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

/** How long a render waits for its data; a slower answer is left for the browser to fetch. */
const dataWaitMs = 1_000;

/**
 * Renders `url` as `transport`'s visitor sees it: asks who is signed in, loads the data the matched routes'
 * first render reads (route-data.ts), and renders with that data. Answers undefined when the route redirects.
 */
export function renderRoute(url: string, transport: ApiTransport): Promise<RenderedRoute | undefined> {
  const fetched: string[] = [];
  const recorded: ApiTransport = (apiUrl, init) => {
    fetched.push(apiUrl);
    return transport(apiUrl, init);
  };
  return requestTransport.run(recorded, async () => {
    const handler = createStaticHandler(routes);
    const address = new URL(url, 'http://localhost');
    const context = await handler.query(new Request(address));
    if (context instanceof Response) return undefined;
    const queryClient = createQueryClient();
    // The device's store is not this visitor's: the answer goes to the page's query cache only.
    const status = await queryClient.fetchQuery({ ...userStatusQueryOptions(), queryFn: fetchUserStatus });
    const user = status.user ?? signedOutUser;
    const personal = context.matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.personal);
    // A visitor on a personal page is sent to sign in by the browser, as from the app shell.
    if (personal && !user.id) return undefined;
    await loadRouteData(context.matches, { queryClient, userId: user.id, search: address.searchParams }, dataWaitMs);
    const router = createStaticRouter(handler.dataRoutes, context);
    let meta: Required<PageMeta> = { title: 'Kurio', description: siteDescription };
    // Unlike renderToString, prerendering waits for the lazy parts of the page (a chart, the mobile menu), so the
    // HTML is whole and the browser has no half-rendered boundary to redo.
    const html = await allReady(
      <StrictMode>
        <PageMetaCollector.Provider value={(pageMeta) => (meta = pageMeta)}>
          <Providers client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <WarningBar />
          </Providers>
        </PageMetaCollector.Provider>
      </StrictMode>,
    );
    const modules = context.matches.flatMap(({ route }) => {
      const module = (route.handle as RouteHandle | undefined)?.module;
      return module ? [module] : [];
    });
    return { html, meta, modules, state: { queries: dehydrate(queryClient), fetched } };
  });
}
