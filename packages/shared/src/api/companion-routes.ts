import type { childInputSchema, childListResponseSchema, childResponseSchema } from '../children';
import type {
  avatarParamsSchema,
  characterInputSchema,
  characterListResponseSchema,
  characterResponseSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  conversationSummaryResponseSchema,
  deletedResponseSchema,
  galleryResponseSchema,
  idParamsSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  startConversationRequestSchema,
} from '../companion';
import type {
  alertChoicesSchema,
  parentAlertListResponseSchema,
  weeklySummaryChoiceSchema,
  weeklySummaryStatusSchema,
} from '../parent-alerts';
import type { consentResponseSchema, giveConsentSchema } from '../parent-consent';
import type { checkPinSchema, pinStatusSchema, setPinSchema } from '../parent-pin';
import type { retentionSchema } from '../transcript-retention';
import { defineRoutes, del, get, post, put } from './route';

type ById = { params: typeof idParamsSchema };
type Deleted = { response: typeof deletedResponseSchema };
type OneCharacter = { response: typeof characterResponseSchema };
type OneChild = { response: typeof childResponseSchema };
type OneConversation = { response: typeof conversationResponseSchema };

/** The kids voice companion: characters, talk, conversations and the parents area. */
export const companionRoutes = defineRoutes('companion', {
  /** A character's SVG picture, drawn on our server; public and cached for a year. */
  avatar: get<{ params: typeof avatarParamsSchema }>('/api/companion/avatar/:style/:file'),
  /** The built-in characters the waitlist page shows to visitors. */
  gallery: get<{ response: typeof galleryResponseSchema }>('/api/companion/gallery'),
  listCharacters: get<{ response: typeof characterListResponseSchema }>('/api/companion/characters'),
  createCharacter: post<OneCharacter & { body: typeof characterInputSchema }>('/api/companion/characters'),
  updateCharacter: put<ById & OneCharacter & { body: typeof characterInputSchema }>('/api/companion/characters/:id'),
  deleteCharacter: del<ById & Deleted>('/api/companion/characters/:id'),
  /** The children a parent added; each has their own history, flags and replies fitted to their age band. */
  listChildren: get<{ response: typeof childListResponseSchema }>('/api/companion/children'),
  addChild: post<OneChild & { body: typeof childInputSchema }>('/api/companion/children'),
  updateChild: put<ById & OneChild & { body: typeof childInputSchema }>('/api/companion/children/:id'),
  /** Deletes the child and every conversation, message and alert of theirs. */
  deleteChild: del<ById & Deleted>('/api/companion/children/:id'),
  listConversations: get<{ response: typeof conversationListResponseSchema }>('/api/companion/sessions'),
  startConversation: post<OneConversation & { body: typeof startConversationRequestSchema }>('/api/companion/sessions'),
  conversation: get<ById & OneConversation>('/api/companion/sessions/:id'),
  deleteConversation: del<ById & Deleted>('/api/companion/sessions/:id'),
  deleteAllConversations: del<Deleted>('/api/companion/sessions'),
  /** Stores the child's words and answers with the character's reply. */
  sendMessage: post<ById & { body: typeof sendMessageRequestSchema; response: typeof sendMessageResponseSchema }>(
    '/api/companion/sessions/:id/messages',
  ),
  /** For the parents: what the conversation was about, written by the AI layer. */
  summarizeConversation: get<ById & { response: typeof conversationSummaryResponseSchema }>(
    '/api/companion/sessions/:id/summary',
  ),
  /** For the parents: serious flags and whether their email went out. */
  listAlerts: get<{ response: typeof parentAlertListResponseSchema }>('/api/companion/alerts'),
  /** Whether flags outside the serious categories are emailed too. */
  alertChoices: get<{ response: typeof alertChoicesSchema }>('/api/companion/alert-choices'),
  setAlertChoices: put<{ body: typeof alertChoicesSchema; response: typeof alertChoicesSchema }>(
    '/api/companion/alert-choices',
  ),
  /** The weekly summary email: whether it is on, when the next goes out, and what became of the last. */
  weeklySummary: get<{ response: typeof weeklySummaryStatusSchema }>('/api/companion/weekly-summary'),
  setWeeklySummary: put<{ body: typeof weeklySummaryChoiceSchema; response: typeof weeklySummaryStatusSchema }>(
    '/api/companion/weekly-summary',
  ),
  /** The notice parents agree to, and whether and when this account agreed. */
  consent: get<{ response: typeof consentResponseSchema }>('/api/companion/consent'),
  giveConsent: post<{ body: typeof giveConsentSchema; response: typeof consentResponseSchema }>(
    '/api/companion/consent',
  ),
  /** Withdraws consent and deletes the children's conversations, alerts and profile. */
  withdrawConsent: del<Deleted>('/api/companion/consent'),
  /** How many days transcripts are kept after their last message. */
  retention: get<{ response: typeof retentionSchema }>('/api/companion/retention'),
  setRetention: put<{ body: typeof retentionSchema; response: typeof retentionSchema }>('/api/companion/retention'),
  /** The parent PIN in front of the grown-up screens: whether one is set, and whether it is locked. */
  pin: get<{ response: typeof pinStatusSchema }>('/api/companion/pin'),
  setPin: put<{ body: typeof setPinSchema; response: typeof pinStatusSchema }>('/api/companion/pin'),
  checkPin: post<{ body: typeof checkPinSchema; response: typeof pinStatusSchema }>('/api/companion/pin/check'),
});
