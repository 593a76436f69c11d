import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getCard = (id: number) => callApi(routes.card.detail, { query: { id } });

export const cardQueryOptions = (id: number) =>
  queryOptions({ queryKey: cardKeys.card(id), queryFn: () => getCard(id) });

/** Whether a card id read from a URL can name a card at all; any other is not found without asking. */
export const isCardId = (id: number) => Number.isInteger(id) && id > 0;

export const useCard = (id: number) => useQuery({ ...cardQueryOptions(id), enabled: isCardId(id) });
