import type {
  episodeBatchRequestSchema,
  questDataSchema,
  setActiveQuestRequestSchema,
  setEpisodeCompletedRequestSchema,
} from '../quests';
import type { syncResponseSchema } from '../sync';
import { defineRoutes, get, post } from './route';

type QuestData = { response: typeof questDataSchema };

/** docs/product.md §3–4: book quests, the streak and episode ticks. */
export const questRoutes = defineRoutes('quest', {
  data: get<QuestData>('/api/quest/data'),
  setActive: post<QuestData & { body: typeof setActiveQuestRequestSchema }>('/api/quest/active'),
  setEpisode: post<QuestData & { body: typeof setEpisodeCompletedRequestSchema }>('/api/quest/episode'),
  syncEpisodes: post<{ body: typeof episodeBatchRequestSchema; response: typeof syncResponseSchema }>(
    '/api/quest/episode/batch',
  ),
});
