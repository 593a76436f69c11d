import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadRenderedPages, type RenderedPages } from './rendered-pages';
import { type HtmlDocument, loadWebPages, type WebPages } from './web-pages';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function sendHtml(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(document.brotli());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(document.gzip());
  return reply.send(document.raw);
}

/** A page rendered for one visitor: private to them, compressed on the thread pool (brotli at a fast quality). */
async function sendRendered(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const raw = Buffer.from(html);
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepted)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
    return reply.header('content-encoding', 'br').send(await compressBrotli(raw, { params }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await compressGzip(raw));
  return reply.send(raw);
}

/**
 * A page for any GET path: the page rendered for this visitor, else the shell, which renders any route in the
 * browser. A render that fails is logged and the shell stands in: a page never fails because the server could not
 * pre-draw it.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, pages: WebPages, rendered?: RenderedPages) {
  const html = await rendered?.render(request).catch((error: unknown) => {
    request.log.error({ err: error }, 'server render failed; sending the app shell');
    return undefined;
  });
  if (html) return sendRendered(request, reply, html);
  return sendHtml(request, reply, pages.shell);
}

/**
 * Unknown /api and /media paths answer a 404 error body. Other GET paths get the web app (when it is served),
 * so client-side routes load directly and show their own not-found page.
 */
export async function registerNotFound(
  app: FastifyInstance,
  webRoot: string | undefined,
  publicUrl: string,
): Promise<void> {
  const pages = loadWebPages(webRoot, publicUrl);
  const rendered = pages && webRoot ? await loadRenderedPages(app, webRoot, publicUrl) : undefined;
  // The static files' wildcard route would read `/` as the web root's folder.
  if (pages) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pages, rendered));
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (pages && isPage) return sendPage(request, reply, pages, rendered);
    return reply
      .status(404)
      .send({ code: 'notFound', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
