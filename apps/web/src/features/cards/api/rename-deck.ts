import { routes } from '@kurio/shared/api/routes';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const renameDeck = (input: { id: number; name: string }) => callApi(routes.card.renameDeck, { body: input });

export const useRenameDeck = () => useCardMutation(renameDeck);
