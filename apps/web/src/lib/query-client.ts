import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// TanStack Query assumes it starts online and learns otherwise from `offline` events; a page loaded with no
// network gets no such event, so it is told what the browser already knows.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** A client with the app's defaults: one for the browser, a new one for each page the server renders. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker may answer from its cache (docs/decisions/115).
        // Retries then wait for the network to come back.
        networkMode: 'offlineFirst',
        // A 4xx will not get better by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });

export const queryClient = createQueryClient();
