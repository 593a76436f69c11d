import type { ProCheckoutRequest } from '@kurio/shared/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const startProCheckout = (request: ProCheckoutRequest) =>
  apiRequest('/api/create-checkout-session', {
    body: { json: request },
    // Loaded on the click: the pricing page itself needs no validator.
    schema: () => import('@kurio/shared/checkout').then((module) => module.checkoutResponseSchema),
  });

/** Opens the Pro checkout and leaves for it (Stripe's page, or the test-mode page). */
export function useStartProCheckout() {
  return useMutation({
    mutationFn: startProCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
