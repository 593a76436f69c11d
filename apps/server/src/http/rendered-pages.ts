import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timeZoneCookie } from './time-zone-cookie';
import { withAbsoluteOgImage } from './web-pages';

/** What the web build's request-time render (apps/web/src/prerender/render-route.tsx) answers. */
interface RenderedRoute {
  html: string;
  meta: { title: string; description: string };
  modules: string[];
  state: unknown;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

interface RouteRenderModule {
  renderRoute(url: string, transport: Transport): Promise<RenderedRoute | undefined>;
}

/** The page template and each route module's assets, written by the web build (scripts/finish-build.mjs). */
interface RoutePage {
  template: string;
  assets: Record<string, { css: string[]; js: string[] }>;
}

export interface RenderedPages {
  /** The page at `request.url` rendered for its visitor, or undefined when the browser must render it. */
  render(request: FastifyRequest): Promise<string | undefined>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a script element: `<` is escaped so no string in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** No-body statuses cannot carry the (empty) payload inject gives them. */
const bodyless = new Set([101, 204, 205, 304]);

/**
 * Answers the render's API calls from this server's own routes, as the visitor: with their cookie, and their
 * time zone as the browser last reported it (time-zone-cookie.ts), not the server's.
 */
function transportFor(app: FastifyInstance, request: FastifyRequest): Transport {
  return async (url, init) => {
    const headers = { ...(init.headers as Record<string, string>) };
    delete headers['x-time-zone'];
    const timeZone = request.cookies[timeZoneCookie];
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...headers,
        ...(request.headers.cookie && { cookie: request.headers.cookie }),
        ...(timeZone && { 'x-time-zone': timeZone }),
      },
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    return new Response(bodyless.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

function fillTemplate({ template, assets }: RoutePage, page: RenderedRoute): string {
  const routeAssets = page.modules.map((module) => assets[module] ?? { css: [], js: [] });
  const styles = routeAssets.flatMap(({ css }) => css);
  const scripts = routeAssets.flatMap(({ js }) => js);
  return template
    .replace('<!--route-html-->', () => page.html)
    .replaceAll('%route-title%', () => escapeHtml(page.meta.title))
    .replaceAll('%route-description%', () => escapeHtml(page.meta.description))
    .replace('<!--route-styles-->', () =>
      [...new Set(styles)].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join(''),
    )
    .replace('<!--route-preloads-->', () =>
      [...new Set(scripts)].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
    )
    .replace(
      '<!--route-state-->',
      () => `<script type="application/json" id="route-state">${scriptJson(page.state)}</script>`,
    );
}

/**
 * Loads the web build's request-time render (`dist-ssr/`, next to the web root), which server-renders every
 * page: a first visit then paints the screen, with its data, from the HTML (decisions 133 and 194).
 */
export async function loadRenderedPages(
  app: FastifyInstance,
  webRoot: string,
  publicUrl: string,
): Promise<RenderedPages | undefined> {
  const ssrRoot = path.join(webRoot, '..', 'dist-ssr');
  const pageFile = path.join(ssrRoot, 'route-page.json');
  if (!existsSync(pageFile)) return undefined;
  const built: RoutePage = JSON.parse(readFileSync(pageFile, 'utf8'));
  const routePage = { ...built, template: withAbsoluteOgImage(built.template, publicUrl) };
  const { renderRoute }: RouteRenderModule = await import(pathToFileURL(path.join(ssrRoot, 'render-route.js')).href);
  return {
    async render(request) {
      const page = await renderRoute(request.url, transportFor(app, request));
      return page && fillTemplate(routePage, page);
    },
  };
}
