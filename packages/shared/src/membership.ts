import { z } from 'zod';

import { type Membership, Plan } from './membership-plans';

export { defaultMembership, type Membership, Plan, Subscription } from './membership-plans';

export const membershipSchema = z.object({
  plan: z.number().int(),
  subscription: z.number().int(),
  /** Epoch milliseconds, or -1 when it never expires (SPEC default). */
  expireAt: z.number(),
}) satisfies z.ZodType<Membership>;

/** SPEC §3: a signed-in user on the free plan counts as free; any other plan counts as pro. */
export function isPro(membership: Membership | undefined): boolean {
  return membership !== undefined && membership.plan !== Plan.free;
}

export const planNames: Record<number, string> = { 0: 'free', 1: 'pro' };
export const subscriptionNames: Record<number, string> = { 1: 'Monthly', 2: 'Yearly', 3: 'Lifetime' };
