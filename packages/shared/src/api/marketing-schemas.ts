import { waitlistRequestSchema, waitlistResponseSchema } from '../companion';

export const marketingSchemas = {
  joinWaitlist: { body: waitlistRequestSchema, response: waitlistResponseSchema },
};
