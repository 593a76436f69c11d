import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentsProvider } from './payments-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider, type TestModeControls } from './test-provider';

export type Payments = PaymentsProvider & Partial<TestModeControls>;

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test mode. */
export function createPaymentsProvider(config: Config, db: Db): Payments {
  return config.STRIPE_SECRET_KEY ? createStripeProvider(config) : createTestProvider(db, config.PUBLIC_URL);
}
