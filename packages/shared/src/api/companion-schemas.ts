import {
  avatarParamsSchema,
  characterInputSchema,
  characterListResponseSchema,
  characterResponseSchema,
  childProfileResponseSchema,
  childProfileSchema,
  createSessionRequestSchema,
  deletedResponseSchema,
  galleryResponseSchema,
  idParamsSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  sessionListResponseSchema,
  sessionResponseSchema,
  sessionSummaryResponseSchema,
} from '../companion';

const byId = { params: idParamsSchema };
const deleted = { response: deletedResponseSchema };
const oneCharacter = { response: characterResponseSchema };
const childProfile = { response: childProfileResponseSchema };
const oneConversation = { response: sessionResponseSchema };

export const companionSchemas = {
  avatar: { params: avatarParamsSchema },
  gallery: { response: galleryResponseSchema },
  listCharacters: { response: characterListResponseSchema },
  createCharacter: { ...oneCharacter, body: characterInputSchema },
  updateCharacter: { ...byId, ...oneCharacter, body: characterInputSchema },
  deleteCharacter: { ...byId, ...deleted },
  childProfile,
  saveChildProfile: { ...childProfile, body: childProfileSchema },
  listConversations: { response: sessionListResponseSchema },
  startConversation: { ...oneConversation, body: createSessionRequestSchema },
  conversation: { ...byId, ...oneConversation },
  deleteConversation: { ...byId, ...deleted },
  deleteAllConversations: deleted,
  sendMessage: { ...byId, body: sendMessageRequestSchema, response: sendMessageResponseSchema },
  summarizeConversation: { ...byId, response: sessionSummaryResponseSchema },
};
