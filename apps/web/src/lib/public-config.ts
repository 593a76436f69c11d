import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useHydrated } from './use-hydrated';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => callApi(routes.platform.publicConfig),
  staleTime: Number.POSITIVE_INFINITY,
});

/** How this server is set up (contact address, Google sign-in, AI and payment modes). */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions);

/**
 * The config for what a page drawn as HTML draws from it: undefined until this part has hydrated. The server draws
 * it without the config, and the answer may reach the cache while React is still hydrating the page in pieces;
 * read then, it would not match the HTML.
 */
export function useHydratedPublicConfig() {
  const hydrated = useHydrated();
  const { data } = usePublicConfig();
  return hydrated ? data : undefined;
}
