import { routes } from '@kurio/shared/api/routes';
import type { GiveConsentRequest } from '@kurio/shared/parent-consent';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationsQueryKey } from './conversations';

export const consentQueryKey = ['companion', 'consent'] as const;

export const consentQueryOptions = () =>
  queryOptions({ queryKey: consentQueryKey, queryFn: () => callApi(routes.companion.consent) });

export const useConsent = () => useQuery(consentQueryOptions());

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiveConsentRequest) => callApi(routes.companion.giveConsent, { body }),
    onSuccess: (data) => queryClient.setQueryData(consentQueryKey, data),
  });
}

/** Withdrawing deletes the conversations too, so every list of them is asked again. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.companion.withdrawConsent),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['companion'] }),
      ]),
  });
}
