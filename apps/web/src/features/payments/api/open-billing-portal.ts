import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const openBillingPortal = () => callApi(routes.payment.openBillingPortal);

/** Stripe's customer portal (or the test-mode one) where the plan is changed or cancelled. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
}
