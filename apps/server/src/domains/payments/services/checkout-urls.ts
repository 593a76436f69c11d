import type { PurchaseKind } from '../../../adapters/payments/payments-provider';

/** Where each purchase starts, so a cancelled checkout goes back there. */
export const purchasePagePath: Record<PurchaseKind, string> = { pro: '/pricing', guide: '/interview-guide' };

/** Stripe replaces {CHECKOUT_SESSION_ID}; the test-mode page does the same with its own id. */
export const checkoutIdPlaceholder = '{CHECKOUT_SESSION_ID}';

export function checkoutReturnUrls(publicUrl: string, kind: PurchaseKind) {
  return {
    successUrl: `${publicUrl}/payment/success?cs_id=${checkoutIdPlaceholder}`,
    cancelUrl: `${publicUrl}${purchasePagePath[kind]}`,
  };
}
