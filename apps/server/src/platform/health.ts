import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: ctx.database.engine };
    } catch {
      return reply.status(503).send({ code: 'unavailable', message: 'The database is not answering.' });
    }
  });
}
