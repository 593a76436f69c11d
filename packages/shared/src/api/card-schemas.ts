import * as jobs from '../anki-import-jobs';
import { documentSectionsResponseSchema } from '../card-documents';
import { generateCardsRequestSchema, generateCardsResponseSchema } from '../card-generation';
// By namespace: the route table names each of these schemas, and a second list of them here would only repeat it.
import * as schedule from '../card-schedule';
import * as cards from '../cards';
import { syncResponseSchema } from '../sync';

const oneCard = { response: cards.cardResponseSchema };

export const cardSchemas = {
  create: { body: cards.createCardsRequestSchema, response: cards.createCardsResponseSchema },
  detail: { ...oneCard, query: cards.cardIdQuerySchema },
  list: { query: cards.listCardsQuerySchema, response: cards.listCardsResponseSchema },
  update: { ...oneCard, body: cards.updateCardRequestSchema },
  delete: { body: cards.cardIdBodySchema, response: cards.okSchema },
  nextDue: { query: cards.nextCardQuerySchema, response: cards.nextCardResponseSchema },
  review: { body: cards.reviewRequestSchema, response: cards.reviewResponseSchema },
  undoReview: { response: cards.undoResponseSchema },
  syncReviews: { body: cards.reviewBatchRequestSchema, response: syncResponseSchema },
  offlineCards: { query: cards.deckFilterSchema, response: cards.offlineCardsResponseSchema },
  dashboard: { response: cards.dashboardResponseSchema },
  schedule: { response: schedule.scheduleSettingsSchema },
  optimiseSchedule: { response: schedule.scheduleSettingsSchema },
  setRetention: { body: schedule.desiredRetentionRequestSchema, response: schedule.scheduleSettingsSchema },
  workload: { query: schedule.workloadQuerySchema, response: schedule.workloadResponseSchema },
  analytics: { response: cards.analyticsResponseSchema },
  listDecks: { response: cards.decksResponseSchema },
  renameDeck: { body: cards.renameDeckRequestSchema, response: cards.deckResponseSchema },
  deckSpeech: { body: cards.deckSpeechRequestSchema, response: cards.deckResponseSchema },
  export: { query: cards.exportQuerySchema },
  importRows: { body: cards.importRequestSchema, response: cards.importResponseSchema },
  importAnkiPackage: { response: cards.ankiImportResponseSchema },
  startAnkiImport: { response: jobs.ankiImportJobSchema },
  latestAnkiImport: { response: jobs.latestAnkiImportJobSchema },
  ankiImportJob: { params: jobs.ankiImportJobParamsSchema, response: jobs.ankiImportJobSchema },
  cancelAnkiImport: { params: jobs.ankiImportJobParamsSchema, response: jobs.ankiImportJobSchema },
  media: { params: cards.cardMediaParamsSchema },
  uploadImage: { response: cards.cardImageResponseSchema },
  readDocument: { response: documentSectionsResponseSchema },
  generate: { body: generateCardsRequestSchema, response: generateCardsResponseSchema },
};
