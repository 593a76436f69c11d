import type { checkoutResponseSchema, testCheckoutSchema } from '@kurio/shared/checkout';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const base = (id: string) => `/api/checkout/test/${encodeURIComponent(id)}`;

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['checkout', 'test', id],
    queryFn: () => apiRequest<typeof testCheckoutSchema>(base(id)),
    retry: false,
  });

export const useTestCheckout = (id: string) => useQuery(testCheckoutQueryOptions(id));

export const finishTestCheckout = ({ id, outcome }: { id: string; outcome: 'complete' | 'cancel' }) =>
  apiRequest<typeof checkoutResponseSchema>(`${base(id)}/${outcome}`, { method: 'POST' });

/** Pays or cancels in test mode, then returns to Kurio the way Stripe's page does. */
export function useFinishTestCheckout() {
  return useMutation({ mutationFn: finishTestCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
