import type { waitlistResponseSchema } from '@kurio/shared/companion';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const joinWaitlist = (email: string) =>
  apiRequest<typeof waitlistResponseSchema>('/api/test/kurio', { body: { json: { email } } });

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
