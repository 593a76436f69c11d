import type { subscriptionStatusSchema } from '@kurio/shared/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const subscriptionStatusQueryOptions = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => apiRequest<typeof subscriptionStatusSchema>('/api/billing/subscription'),
});

/** The provider's last word on the user's subscription: renews or ends, and when. */
export const useSubscriptionStatus = (enabled: boolean) => useQuery({ ...subscriptionStatusQueryOptions, enabled });
