import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getGallery = () => callApi(routes.companion.gallery);

export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: ['companion', 'gallery'],
    queryFn: getGallery,
    select: (data) => data.characters,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useGallery = () => useQuery(galleryQueryOptions());
