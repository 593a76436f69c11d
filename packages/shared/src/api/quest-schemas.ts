import {
  episodeBatchRequestSchema,
  questDataSchema,
  setActiveQuestRequestSchema,
  setEpisodeCompletedRequestSchema,
} from '../quests';
import { syncResponseSchema } from '../sync';

export const questSchemas = {
  data: { response: questDataSchema },
  setActive: { body: setActiveQuestRequestSchema, response: questDataSchema },
  setEpisode: { body: setEpisodeCompletedRequestSchema, response: questDataSchema },
  syncEpisodes: { body: episodeBatchRequestSchema, response: syncResponseSchema },
};
