/** docs/product.md §9 prices, trial and plan limits: the one place both the pricing page and checkout read them. */
export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const proPlan = {
  name: 'Pro',
  /** Prices in US cents, as Stripe counts them. */
  priceCents: { monthly: 999, yearly: 9900 } satisfies Record<BillingInterval, number>,
  trialDays: 7,
  features: [
    'Unlimited cards',
    'Advanced scheduling algorithm (FSRS)',
    'Analytics',
    'Web and mobile access',
    'Priority support',
    '7-day free trial',
  ],
} as const;

export const freePlan = {
  name: 'Free',
  priceCents: 0,
  features: ['50 AI flashcards a month', 'Up to 100 cards', 'Basic spaced repetition', 'Web access'],
} as const;

/** Both plans include these (docs/product.md §6). */
export const sharedFeatures = ['AI-generated flashcards', 'Spaced repetition', 'Card export', 'Multi-subject decks'];

export const yearlySavingsLabel = 'Save 17% with yearly billing';

/** docs/product.md §6/§9 limits of the free plan; Pro has none. */
export const freePlanLimits = { maxCards: 100, aiCardsPerMonth: 50 } as const;

export const interviewGuide = {
  name: 'Product manager interview prep guide',
  priceCents: 5000,
  deliveryHours: 24,
  refundDays: 30,
} as const;

/** "$9.99", "$99", "$50". */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
