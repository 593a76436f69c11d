import { routes } from '@kurio/shared/api/routes';
import type { CardInput } from '@kurio/shared/cards';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const createCards = (input: { cards: CardInput[]; deck?: string }) =>
  callApi(routes.card.create, { body: input });

export const useCreateCards = () => useCardMutation(createCards);
