import { routes } from '@kurio/shared/api/routes';
import { resolveTimeZone } from '@kurio/shared/local-time';
import { questMessages } from '@kurio/shared/quests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { findContentDir } from '../../../platform/content-dir';
import { requireUser } from '../../accounts/routes/public';
import { conflict, notFound } from '../../domain-error';
import { loadBookCatalog } from '../services/books';
import { applyEpisodeBatch } from '../services/episode-batch';
import { readQuestData, setActiveQuest, setEpisodeCompleted } from '../services/quest-progress';

export function registerQuestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalog = loadBookCatalog(findContentDir());
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

  handle(app, routes.quest.data, async (request) => {
    const user = await requireUser(ctx, request);
    return questData(user.id, request);
  });

  handle(app, routes.quest.setActive, async (request) => {
    const user = await requireUser(ctx, request);
    const book = findBook(request.body.bookId);
    const result = await setActiveQuest(ctx.db, user.id, book, new Date());
    if (result === 'alreadyCompleted') throw conflict(questMessages.alreadyCompleted);
    return questData(user.id, request);
  });

  handle(app, routes.quest.syncEpisodes, async (request) => {
    const user = await requireUser(ctx, request);
    const results = await applyEpisodeBatch(ctx.db, user.id, catalog, request.body.ticks, new Date());
    return { results: ctx.metrics.countSync('questEpisode', results) };
  });

  handle(app, routes.quest.setEpisode, async (request) => {
    const user = await requireUser(ctx, request);
    const { bookId, episodeId, completed } = request.body;
    const book = findBook(bookId);
    if (!book.episodes.some((episode) => episode.id === episodeId)) {
      throw notFound(questMessages.episodeNotFound);
    }
    await setEpisodeCompleted(ctx.db, user.id, book, episodeId, completed, new Date());
    return questData(user.id, request);
  });
}
