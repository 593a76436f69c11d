import type { checkoutResponseSchema } from '@kurio/shared/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const openBillingPortal = () =>
  apiRequest<typeof checkoutResponseSchema>('/api/billing/portal', { method: 'POST' });

/** Stripe's customer portal (or the test-mode one) where the plan is changed or cancelled. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
}
