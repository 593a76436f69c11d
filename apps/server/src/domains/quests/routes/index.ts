import { resolveTimeZone } from '@kurio/shared/local-time';
import {
  episodeBatchRequestSchema,
  questDataSchema,
  questMessages,
  setActiveQuestRequestSchema,
  setEpisodeCompletedRequestSchema,
} from '@kurio/shared/quests';
import { syncResponseSchema } from '@kurio/shared/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { findContentDir } from '../../../platform/content-dir';
import { requireUser } from '../../accounts/routes/public';
import { conflict, notFound } from '../../domain-error';
import { loadBookCatalog } from '../services/books';
import { applyEpisodeBatch } from '../services/episode-batch';
import { readQuestData, setActiveQuest, setEpisodeCompleted } from '../services/quest-progress';

export function registerQuestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalog = loadBookCatalog(findContentDir());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quest'];
  const response = { 200: questDataSchema };

  const findBook = (bookId: string) => {
    const book = catalog.find(bookId);
    if (!book) throw notFound(questMessages.bookNotFound);
    return book;
  };
  const questData = (userId: string, request: FastifyRequest) =>
    readQuestData(ctx.db, catalog, userId, {
      now: new Date(),
      timeZone: resolveTimeZone(request.headers['x-time-zone']),
    });

  routes.get('/api/quest/data', { schema: { tags, response } }, async (request) => {
    const user = await requireUser(ctx, request);
    return questData(user.id, request);
  });

  routes.post(
    '/api/quest/active',
    { schema: { tags, body: setActiveQuestRequestSchema, response } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const book = findBook(request.body.bookId);
      const result = await setActiveQuest(ctx.db, user.id, book, new Date());
      if (result === 'alreadyCompleted') throw conflict(questMessages.alreadyCompleted);
      return questData(user.id, request);
    },
  );

  routes.post(
    '/api/quest/episode/batch',
    { schema: { tags, body: episodeBatchRequestSchema, response: { 200: syncResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { results: await applyEpisodeBatch(ctx.db, user.id, catalog, request.body.ticks, new Date()) };
    },
  );

  routes.post(
    '/api/quest/episode',
    { schema: { tags, body: setEpisodeCompletedRequestSchema, response } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { bookId, episodeId, completed } = request.body;
      const book = findBook(bookId);
      if (!book.episodes.some((episode) => episode.id === episodeId)) {
        throw notFound(questMessages.episodeNotFound);
      }
      await setEpisodeCompleted(ctx.db, user.id, book, episodeId, completed, new Date());
      return questData(user.id, request);
    },
  );
}
