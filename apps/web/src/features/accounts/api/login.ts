import type { LoginRequest, userResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

export const login = (values: LoginRequest) =>
  apiRequest<typeof userResponseSchema>('/api/user/login', { body: { form: values } });

export function useLogin() {
  const { signedIn } = useSessionChange();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => signedIn(user) });
}
