import { routes } from '@kurio/shared/api/routes';
import type { CheckPinRequest, SetPinRequest } from '@kurio/shared/parent-pin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const pinQueryKey = ['companion', 'pin'] as const;

export const pinQueryOptions = queryOptions({ queryKey: pinQueryKey, queryFn: () => callApi(routes.companion.pin) });

export const usePinStatus = () => useQuery(pinQueryOptions);

export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPinRequest) => callApi(routes.companion.setPin, { body }),
    onSuccess: (status) => queryClient.setQueryData(pinQueryKey, status),
  });
}

export const useCheckPin = () =>
  useMutation({ mutationFn: (body: CheckPinRequest) => callApi(routes.companion.checkPin, { body }) });
