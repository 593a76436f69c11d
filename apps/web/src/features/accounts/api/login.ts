import type { LoginRequest } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../hooks/use-signed-in';
import { loadUserResponseSchema } from './user-response-schema';

export const login = (values: LoginRequest) =>
  apiRequest('/api/user/login', { body: { form: values }, schema: loadUserResponseSchema });

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => signedIn(user) });
}
