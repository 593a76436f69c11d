// By namespace: the route table names each of these schemas, and a second list of them here would only repeat it.

import * as children from '../children';
import * as companion from '../companion';
import {
  alertChoicesSchema,
  parentAlertListResponseSchema,
  weeklySummaryChoiceSchema,
  weeklySummaryStatusSchema,
} from '../parent-alerts';
import { consentResponseSchema, giveConsentSchema } from '../parent-consent';
import { checkPinSchema, pinStatusSchema, setPinSchema } from '../parent-pin';
import { retentionSchema } from '../transcript-retention';

const byId = { params: companion.idParamsSchema };
const deleted = { response: companion.deletedResponseSchema };
const oneCharacter = { response: companion.characterResponseSchema };
const oneChild = { response: children.childResponseSchema };
const oneConversation = { response: companion.conversationResponseSchema };

export const companionSchemas = {
  avatar: { params: companion.avatarParamsSchema },
  gallery: { response: companion.galleryResponseSchema },
  listCharacters: { response: companion.characterListResponseSchema },
  createCharacter: { ...oneCharacter, body: companion.characterInputSchema },
  updateCharacter: { ...byId, ...oneCharacter, body: companion.characterInputSchema },
  deleteCharacter: { ...byId, ...deleted },
  listChildren: { response: children.childListResponseSchema },
  addChild: { ...oneChild, body: children.childInputSchema },
  updateChild: { ...byId, ...oneChild, body: children.childInputSchema },
  deleteChild: { ...byId, ...deleted },
  listConversations: { response: companion.conversationListResponseSchema },
  startConversation: { ...oneConversation, body: companion.startConversationRequestSchema },
  conversation: { ...byId, ...oneConversation },
  deleteConversation: { ...byId, ...deleted },
  deleteAllConversations: deleted,
  sendMessage: { ...byId, body: companion.sendMessageRequestSchema, response: companion.sendMessageResponseSchema },
  summarizeConversation: { ...byId, response: companion.conversationSummaryResponseSchema },
  listAlerts: { response: parentAlertListResponseSchema },
  alertChoices: { response: alertChoicesSchema },
  setAlertChoices: { body: alertChoicesSchema, response: alertChoicesSchema },
  weeklySummary: { response: weeklySummaryStatusSchema },
  setWeeklySummary: { body: weeklySummaryChoiceSchema, response: weeklySummaryStatusSchema },
  consent: { response: consentResponseSchema },
  giveConsent: { body: giveConsentSchema, response: consentResponseSchema },
  withdrawConsent: deleted,
  retention: { response: retentionSchema },
  setRetention: { body: retentionSchema, response: retentionSchema },
  pin: { response: pinStatusSchema },
  setPin: { body: setPinSchema, response: pinStatusSchema },
  checkPin: { body: checkPinSchema, response: pinStatusSchema },
};
