import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['checkout', 'test', id],
    queryFn: () => callApi(routes.payment.testCheckout, { params: { id } }),
    retry: false,
  });

export const useTestCheckout = (id: string) => useQuery(testCheckoutQueryOptions(id));

const finishRoutes = { complete: routes.payment.completeTestCheckout, cancel: routes.payment.cancelTestCheckout };

export const finishTestCheckout = ({ id, outcome }: { id: string; outcome: keyof typeof finishRoutes }) =>
  callApi(finishRoutes[outcome], { params: { id } });

/** Pays or cancels in test mode, then returns to Kurio the way Stripe's page does. */
export function useFinishTestCheckout() {
  return useMutation({ mutationFn: finishTestCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
