import type { LoginRequest } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';
import { loadUserResponseSchema } from './user-response-schema';

export const login = (values: LoginRequest) =>
  apiRequest('/api/user/login', { body: { form: values }, schema: loadUserResponseSchema });

export function useLogin() {
  const { signedIn } = useSessionChange();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => signedIn(user) });
}
