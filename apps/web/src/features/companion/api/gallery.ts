import type { galleryResponseSchema } from '@kurio/shared/companion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getGallery = () => apiRequest<typeof galleryResponseSchema>('/api/companion/gallery');

export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: ['companion', 'gallery'],
    queryFn: getGallery,
    select: (data) => data.characters,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useGallery = () => useQuery(galleryQueryOptions());
