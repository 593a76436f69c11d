import { routes } from '@kurio/shared/api/routes';
import type { AlertChoices, WeeklySummaryChoice } from '@kurio/shared/parent-alerts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const parentAlertsQueryKey = ['companion', 'alerts'] as const;

export const parentAlertsQueryOptions = () =>
  queryOptions({ queryKey: parentAlertsQueryKey, queryFn: () => callApi(routes.companion.listAlerts) });

export const useParentAlerts = () => useQuery(parentAlertsQueryOptions());

export const alertChoicesQueryKey = ['companion', 'alert-choices'] as const;

export const useAlertChoices = () =>
  useQuery(queryOptions({ queryKey: alertChoicesQueryKey, queryFn: () => callApi(routes.companion.alertChoices) }));

export function useSetAlertChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertChoices) => callApi(routes.companion.setAlertChoices, { body }),
    onSuccess: (saved) => queryClient.setQueryData(alertChoicesQueryKey, saved),
  });
}

export const weeklySummaryQueryKey = ['companion', 'weekly-summary'] as const;

export const useWeeklySummary = () =>
  useQuery(queryOptions({ queryKey: weeklySummaryQueryKey, queryFn: () => callApi(routes.companion.weeklySummary) }));

export function useSetWeeklySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WeeklySummaryChoice) => callApi(routes.companion.setWeeklySummary, { body }),
    onSuccess: (saved) => queryClient.setQueryData(weeklySummaryQueryKey, saved),
  });
}
