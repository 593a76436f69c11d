import type { ankiImportJobParamsSchema, ankiImportJobSchema, latestAnkiImportJobSchema } from '../anki-import-jobs';
import type { documentSectionsResponseSchema } from '../card-documents';
import type { generateCardsRequestSchema, generateCardsResponseSchema } from '../card-generation';
import type {
  desiredRetentionRequestSchema,
  scheduleSettingsSchema,
  workloadQuerySchema,
  workloadResponseSchema,
} from '../card-schedule';
import type {
  analyticsResponseSchema,
  ankiImportResponseSchema,
  cardIdBodySchema,
  cardIdQuerySchema,
  cardImageResponseSchema,
  cardMediaParamsSchema,
  cardResponseSchema,
  createCardsRequestSchema,
  createCardsResponseSchema,
  dashboardResponseSchema,
  deckFilterSchema,
  deckResponseSchema,
  deckSpeechRequestSchema,
  decksResponseSchema,
  exportQuerySchema,
  importRequestSchema,
  importResponseSchema,
  listCardsQuerySchema,
  listCardsResponseSchema,
  nextCardQuerySchema,
  nextCardResponseSchema,
  offlineCardsResponseSchema,
  okSchema,
  renameDeckRequestSchema,
  reviewBatchRequestSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  undoResponseSchema,
  updateCardRequestSchema,
} from '../cards';
import type { syncResponseSchema } from '../sync';
import { defineRoutes, get, post } from './route';

type OneCard = { response: typeof cardResponseSchema };

/** docs/product.md §7: cards, review, decks, transfer, generation and analytics. */
export const cardRoutes = defineRoutes('card', {
  create: post<{ body: typeof createCardsRequestSchema; response: typeof createCardsResponseSchema }>(
    '/api/card/create',
  ),
  detail: get<OneCard & { query: typeof cardIdQuerySchema }>('/api/card/get'),
  list: get<{ query: typeof listCardsQuerySchema; response: typeof listCardsResponseSchema }>('/api/card/list'),
  update: post<OneCard & { body: typeof updateCardRequestSchema }>('/api/card/update'),
  delete: post<{ body: typeof cardIdBodySchema; response: typeof okSchema }>('/api/card/delete'),
  /** The next card due, or when the next one falls due. */
  nextDue: get<{ query: typeof nextCardQuerySchema; response: typeof nextCardResponseSchema }>('/api/card/next'),
  review: post<{ body: typeof reviewRequestSchema; response: typeof reviewResponseSchema }>('/api/card/review'),
  /** Takes back the latest rating the server has. */
  undoReview: post<{ response: typeof undoResponseSchema }>('/api/card/undo', 'none'),
  syncReviews: post<{ body: typeof reviewBatchRequestSchema; response: typeof syncResponseSchema }>(
    '/api/card/review/batch',
  ),
  /** The cards a device keeps to review offline, with their scheduler state. */
  offlineCards: get<{ query: typeof deckFilterSchema; response: typeof offlineCardsResponseSchema }>(
    '/api/card/offline',
  ),
  dashboard: get<{ response: typeof dashboardResponseSchema }>('/api/card/dashboard'),
  /** The learner's FSRS training and desired retention (decision 136). */
  schedule: get<{ response: typeof scheduleSettingsSchema }>('/api/card/schedule'),
  /** Trains FSRS on the learner's reviews now, on a worker thread, and answers when it is done. */
  optimiseSchedule: post<{ response: typeof scheduleSettingsSchema }>('/api/card/schedule/optimise', 'none'),
  setRetention: post<{ body: typeof desiredRetentionRequestSchema; response: typeof scheduleSettingsSchema }>(
    '/api/card/schedule/retention',
  ),
  workload: get<{ query: typeof workloadQuerySchema; response: typeof workloadResponseSchema }>(
    '/api/card/schedule/workload',
  ),
  analytics: get<{ response: typeof analyticsResponseSchema }>('/api/card/analytics'),
  listDecks: get<{ response: typeof decksResponseSchema }>('/api/card/decks'),
  renameDeck: post<{ body: typeof renameDeckRequestSchema; response: typeof deckResponseSchema }>(
    '/api/card/deck/rename',
  ),
  /** The deck's language and whether its cards are read aloud (decision 153). */
  deckSpeech: post<{ body: typeof deckSpeechRequestSchema; response: typeof deckResponseSchema }>(
    '/api/card/deck/speech',
  ),
  /** A download of the cards: CSV, Anki-importable TSV, an Anki package, or JSON with review history. */
  export: get<{ query: typeof exportQuerySchema }>('/api/card/export'),
  /** Cards from CSV or tab-separated rows. */
  importRows: post<{ body: typeof importRequestSchema; response: typeof importResponseSchema }>('/api/card/import'),
  importAnkiPackage: post<{ response: typeof ankiImportResponseSchema }>('/api/card/import/apkg', 'multipart'),
  /** Stores the package and answers at once with the job that imports it (decision 157). */
  startAnkiImport: post<{ response: typeof ankiImportJobSchema }>('/api/card/import/apkg/jobs', 'multipart'),
  latestAnkiImport: get<{ response: typeof latestAnkiImportJobSchema }>('/api/card/import/apkg/jobs/latest'),
  ankiImportJob: get<{ params: typeof ankiImportJobParamsSchema; response: typeof ankiImportJobSchema }>(
    '/api/card/import/apkg/jobs/:id',
  ),
  cancelAnkiImport: post<{ params: typeof ankiImportJobParamsSchema; response: typeof ankiImportJobSchema }>(
    '/api/card/import/apkg/jobs/:id/cancel',
    'none',
  ),
  /** An image kept from an Anki package's media or uploaded for image occlusion. */
  media: get<{ params: typeof cardMediaParamsSchema }>('/api/card/media/:id'),
  /** Stores an image for an image occlusion note (decision 164). */
  uploadImage: post<{ response: typeof cardImageResponseSchema }>('/api/card/image', 'multipart'),
  /** A document's text in sections, for the generator's source; nothing is stored. */
  readDocument: post<{ response: typeof documentSectionsResponseSchema }>('/api/card/document', 'multipart'),
  /** JSON, or Server-Sent Events when the request accepts text/event-stream. */
  generate: post<{ body: typeof generateCardsRequestSchema; response: typeof generateCardsResponseSchema }>(
    '/api/card/generate',
  ),
});
