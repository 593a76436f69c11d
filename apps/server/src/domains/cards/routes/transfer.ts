import { exportQuerySchema, importRequestSchema, importResponseSchema } from '@kurio/shared/cards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { exportAnkiTsv, exportCsv, exportJson } from '../services/export';
import { importCards } from '../services/import';
import { cardUser } from './card-user';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

/** Export (both plans): CSV, Anki-importable TSV, JSON with review history. Import: CSV or TSV rows. */
export function registerCardTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['card'];

  routes.get('/api/card/export', { schema: { tags, querystring: exportQuerySchema } }, async (request, reply) => {
    const user = await cardUser(ctx, request);
    const { format, deckId } = request.query;
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', contentTypes[format])
      .header('content-disposition', `attachment; filename="kurio-cards-${day}.${format === 'tsv' ? 'txt' : format}"`);
    if (format === 'json') return JSON.stringify(await exportJson(ctx.db, user.id, deckId), null, 2);
    return format === 'csv' ? exportCsv(ctx.db, user.id, deckId) : exportAnkiTsv(ctx.db, user.id, deckId);
  });

  routes.post(
    '/api/card/import',
    { schema: { tags, body: importRequestSchema, response: { 200: importResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return importCards(ctx.db, user, request.body);
    },
  );
}
