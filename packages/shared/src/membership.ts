import { z } from 'zod';

import type { Membership } from './membership-plans';

export {
  defaultMembership,
  isPro,
  type Membership,
  Plan,
  planNames,
  Subscription,
  subscriptionNames,
} from './membership-plans';

export const membershipSchema = z.object({
  plan: z.number().int(),
  subscription: z.number().int(),
  /** Epoch milliseconds, or -1 when it never expires (the default). */
  expireAt: z.number(),
}) satisfies z.ZodType<Membership>;
