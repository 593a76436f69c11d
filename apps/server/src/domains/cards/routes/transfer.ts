import multipart from '@fastify/multipart';
import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { readCardMedia } from '../services/card-media';
import { exportAnkiTsv, exportCsv, exportJson } from '../services/export';
import { importCards } from '../services/import';
import { registerAnkiImportJobRoutes } from './anki-import-jobs';
import { readApkgUpload } from './apkg-upload';
import { cardUser } from './card-user';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  json: 'application/json; charset=utf-8',
  apkg: 'application/octet-stream',
} as const;
const extensions = { csv: 'csv', tsv: 'txt', json: 'json', apkg: 'apkg' } as const;

/**
 * Export (both plans): CSV, Anki-importable TSV, an Anki package, JSON with review history. Import: CSV or TSV
 * rows, or an Anki package.
 */
export function registerCardTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.card.export, async (request, reply) => {
    const user = await cardUser(ctx, request);
    const { format, deckId } = request.query;
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', contentTypes[format])
      .header('content-disposition', `attachment; filename="kurio-cards-${day}.${extensions[format]}"`);
    if (format === 'apkg') {
      // Anki's writers are loaded by the first package asked for, not at start-up (decision 185).
      const { exportAnkiPackage } = await import('../services/anki-export');
      return Buffer.from(await exportAnkiPackage(ctx.db, user.id, deckId));
    }
    if (format === 'json') return JSON.stringify(await exportJson(ctx.db, user.id, deckId), null, 2);
    return format === 'csv' ? exportCsv(ctx.db, user.id, deckId) : exportAnkiTsv(ctx.db, user.id, deckId);
  });

  handle(
    app,
    routes.card.media,
    async (request, reply) => {
      const user = await cardUser(ctx, request);
      const image = await readCardMedia(ctx.db, user.id, request.params.id);
      // The id is never reused, so the bytes never change; private keeps shared caches out.
      reply.header('content-type', image.mimeType).header('cache-control', 'private, max-age=31536000, immutable');
      return image.data;
    },
    { description: 'An image kept from an Anki import (owner only).' },
  );

  handle(app, routes.card.importRows, async (request) => {
    const user = await cardUser(ctx, request);
    return importCards(ctx.db, user, request.body);
  });

  // Scoped so multipart parsing exists only on this route.
  app.register(async (scope) => {
    await scope.register(multipart);
    handle(
      scope,
      routes.card.importAnkiPackage,
      async (request) => {
        const user = await cardUser(ctx, request);
        const { importAnkiPackage } = await import('../services/anki-import');
        return importAnkiPackage(ctx.db, user, await readApkgUpload(request));
      },
      {
        description:
          'multipart/form-data: `package`, an Anki .apkg (at most 50 MB), and `scheduling`, "keep", "reschedule" or "fresh". ' +
          'Imports every readable card in one go and answers what was imported and skipped.',
      },
    );
    registerAnkiImportJobRoutes(scope, ctx);
  });
}
