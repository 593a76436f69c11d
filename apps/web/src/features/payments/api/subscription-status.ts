import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const subscriptionStatusQueryOptions = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => callApi(routes.payment.subscription),
});

/** The provider's last word on the user's subscription: renews or ends, and when. */
export const useSubscriptionStatus = (enabled: boolean) => useQuery({ ...subscriptionStatusQueryOptions, enabled });
