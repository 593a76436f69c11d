import { routes } from '@kurio/shared/api/routes';
import type { DeckSpeechRequest } from '@kurio/shared/cards';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

const setDeckSpeech = (input: DeckSpeechRequest) => callApi(routes.card.deckSpeech, { body: input });

export const useSetDeckSpeech = () => useCardMutation(setDeckSpeech);
