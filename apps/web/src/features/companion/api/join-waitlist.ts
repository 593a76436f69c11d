import { waitlistResponseSchema } from '@kurio/shared/companion';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const joinWaitlist = (email: string) =>
  apiRequest('/api/test/kurio', { body: { json: { email } }, schema: waitlistResponseSchema });

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
