import type { characterListResponseSchema } from '@kurio/shared/companion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const charactersQueryKey = ['companion', 'characters'] as const;

export const getCharacters = () => apiRequest<typeof characterListResponseSchema>('/api/companion/characters');

export const charactersQueryOptions = () =>
  queryOptions({ queryKey: charactersQueryKey, queryFn: getCharacters, select: (data) => data.characters });

export const useCharacters = () => useQuery(charactersQueryOptions());
