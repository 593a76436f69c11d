import { publicConfigQueryOptions } from './public-config';
import { queryClient } from './query-client';

/** docs/product.md §2: "Contact us" and "Forgot your password?" show this alert rather than navigating. */
export async function showContactAlert(): Promise<void> {
  const config = await queryClient.fetchQuery(publicConfigQueryOptions).catch(() => undefined);
  window.alert(`Please contact us at ${config?.contactEmail ?? 'our support address'}`);
}
