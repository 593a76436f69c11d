// The plain values of memberships, free of zod so the web app's first bundle can use them without the validator.

/** docs/product.md §3/§9: plan 0 free, 1 pro; subscription 1 monthly, 2 yearly, 3 lifetime. */
export const Plan = { free: 0, pro: 1 } as const;
export const Subscription = { monthly: 1, yearly: 2, lifetime: 3 } as const;

/** The `expireAt` of a membership that never expires (docs/product.md §3). */
export const neverExpires = -1;

export interface Membership {
  plan: number;
  subscription: number;
  /** Epoch milliseconds, or `neverExpires` (the default). */
  expireAt: number;
}

export const defaultMembership: Membership = {
  plan: Plan.free,
  subscription: Subscription.lifetime,
  expireAt: neverExpires,
};

/** docs/product.md §3: a signed-in user on the free plan counts as free; any other plan counts as pro. */
export function isPro(membership: Membership | undefined): boolean {
  return membership !== undefined && membership.plan !== Plan.free;
}

export const planNames: Record<number, string> = { 0: 'free', 1: 'pro' };
export const subscriptionNames: Record<number, string> = { 1: 'Monthly', 2: 'Yearly', 3: 'Lifetime' };
