import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentsProvider } from './payments-provider';
import { createTestProvider, type TestModeControls } from './test-provider';

export type Payments = PaymentsProvider & Partial<TestModeControls>;

/** Stripe when STRIPE_SECRET_KEY is set (its SDK loads only then), otherwise the built-in test mode. */
export async function createPaymentsProvider(config: Config, db: Db): Promise<Payments> {
  if (!config.STRIPE_SECRET_KEY) return createTestProvider(db, config.PUBLIC_URL);
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider(config);
}
