// The plain values of memberships, free of zod so the web app's first bundle can use them without the validator.

/** SPEC §3/§9: plan 0 free, 1 pro; subscription 1 monthly, 2 yearly, 3 lifetime. */
export const Plan = { free: 0, pro: 1 } as const;
export const Subscription = { monthly: 1, yearly: 2, lifetime: 3 } as const;

export interface Membership {
  plan: number;
  subscription: number;
  /** Epoch milliseconds, or -1 when it never expires (SPEC default). */
  expireAt: number;
}

export const defaultMembership: Membership = { plan: Plan.free, subscription: Subscription.lifetime, expireAt: -1 };
