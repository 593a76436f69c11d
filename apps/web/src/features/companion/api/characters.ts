import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const charactersQueryKey = ['companion', 'characters'] as const;

export const getCharacters = () => callApi(routes.companion.listCharacters);

export const charactersQueryOptions = () =>
  queryOptions({ queryKey: charactersQueryKey, queryFn: getCharacters, select: (data) => data.characters });

export const useCharacters = () => useQuery(charactersQueryOptions());
