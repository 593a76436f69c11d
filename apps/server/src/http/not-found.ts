import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Unknown /api and /media paths answer a 404 error body. Other GET paths get the web app's index.html
 * (when the app is served), so client-side routes load directly and show their own not-found page.
 */
export function registerNotFound(app: FastifyInstance, webRoot: string | undefined): void {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (indexHtml && isPage)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return reply
      .status(404)
      .send({ code: 'notFound', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
