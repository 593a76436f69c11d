import { routes } from '@kurio/shared/api/routes';
import type { ProCheckoutRequest } from '@kurio/shared/checkout';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const startProCheckout = (request: ProCheckoutRequest) =>
  callApi(routes.payment.startCheckout, { body: request });

/** Opens the Pro checkout and leaves for it (Stripe's page, or the test-mode page). */
export function useStartProCheckout() {
  return useMutation({
    mutationFn: startProCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
