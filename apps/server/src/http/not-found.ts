import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type HtmlDocument, loadWebPages } from './web-pages';

function sendHtml(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(document.brotli());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(document.gzip());
  return reply.send(document.raw);
}

/**
 * Unknown /api and /media paths answer a 404 error body. Other GET paths get the web app (when it is served):
 * a marketing page's prerendered HTML, or the shell, so client-side routes load directly and show their own
 * not-found page.
 */
export function registerNotFound(app: FastifyInstance, webRoot: string | undefined, publicUrl: string): void {
  const pages = loadWebPages(webRoot, publicUrl);
  // The static files' wildcard route would read `/` as the web root's folder.
  if (pages)
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendHtml(request, reply, pages.documentFor(request.url)),
    );
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (pages && isPage) return sendHtml(request, reply, pages.documentFor(request.url));
    return reply
      .status(404)
      .send({ code: 'notFound', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
