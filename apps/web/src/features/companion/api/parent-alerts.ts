import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const parentAlertsQueryKey = ['companion', 'alerts'] as const;

export const parentAlertsQueryOptions = () =>
  queryOptions({ queryKey: parentAlertsQueryKey, queryFn: () => callApi(routes.companion.listAlerts) });

export const useParentAlerts = () => useQuery(parentAlertsQueryOptions());
