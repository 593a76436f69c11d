import type { checkoutResponseSchema, ProCheckoutRequest } from '@kurio/shared/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const startProCheckout = (request: ProCheckoutRequest) =>
  apiRequest<typeof checkoutResponseSchema>('/api/create-checkout-session', { body: { json: request } });

/** Opens the Pro checkout and leaves for it (Stripe's page, or the test-mode page). */
export function useStartProCheckout() {
  return useMutation({
    mutationFn: startProCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
