import type { waitlistRequestSchema, waitlistResponseSchema } from '../companion';
import { defineRoutes, post } from './route';

/** The waitlist. */
export const marketingRoutes = defineRoutes('marketing', {
  /** The same answer whether or not the address was already on the list. */
  joinWaitlist: post<{ body: typeof waitlistRequestSchema; response: typeof waitlistResponseSchema }>(
    '/api/test/kurio',
  ),
});
