import { routes } from '@kurio/shared/api/routes';
import type { OrderFields } from '@kurio/shared/checkout';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface GuideOrder extends OrderFields {
  prepMaterial?: File;
}

/** docs/product.md §7: multipart role, timeframe, email and the optional prepMaterial file. */
export function orderGuide(order: GuideOrder) {
  const formData = new FormData();
  formData.set('role', order.role);
  formData.set('timeframe', order.timeframe);
  formData.set('email', order.email);
  if (order.prepMaterial) formData.set('prepMaterial', order.prepMaterial);
  return callApi(routes.payment.startCheckout, { body: formData });
}

export function useOrderGuide() {
  return useMutation({ mutationFn: orderGuide });
}
