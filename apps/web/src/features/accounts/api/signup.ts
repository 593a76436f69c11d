import type { SignupRequest, userResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

export const signup = (values: SignupRequest) =>
  apiRequest<typeof userResponseSchema>('/api/user/signup', { body: { form: values } });

export function useSignup() {
  const { signedIn } = useSessionChange();
  return useMutation({ mutationFn: signup, onSuccess: ({ user }) => signedIn(user) });
}
