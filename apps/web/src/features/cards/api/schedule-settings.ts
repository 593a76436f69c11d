import { routes } from '@kurio/shared/api/routes';
import type { ScheduleSettings } from '@kurio/shared/card-schedule';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getScheduleSettings = () => callApi(routes.card.schedule);
const optimiseSchedule = () => callApi(routes.card.optimiseSchedule);
const setRetention = (desiredRetention: number) => callApi(routes.card.setRetention, { body: { desiredRetention } });
const getWorkload = (desiredRetention: number) => callApi(routes.card.workload, { query: { desiredRetention } });

export const scheduleSettingsQueryOptions = queryOptions({ queryKey: cardKeys.schedule, queryFn: getScheduleSettings });

export const useScheduleSettings = () => useQuery(scheduleSettingsQueryOptions);

/** Both answer the new settings, which replace the cached ones; the device's cards take them at the next sync. */
function useScheduleChange<Input>(change: (input: Input) => Promise<ScheduleSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => client.setQueryData(cardKeys.schedule, settings),
  });
}

export const useOptimiseSchedule = () => useScheduleChange(optimiseSchedule);
export const useSetRetention = () => useScheduleChange(setRetention);

/** The 30-day workload at a retention the learner is trying, the last one's kept on screen while the next loads. */
export const useWorkload = (desiredRetention: number, enabled: boolean) =>
  useQuery({
    queryKey: [...cardKeys.schedule, 'workload', desiredRetention],
    queryFn: () => getWorkload(desiredRetention),
    enabled,
    placeholderData: keepPreviousData,
  });
