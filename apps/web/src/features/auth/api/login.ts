import { type LoginRequest, userResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../hooks/use-signed-in';

export const login = (values: LoginRequest) =>
  apiRequest('/api/user/login', { body: { form: values }, schema: userResponseSchema });

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => signedIn(user) });
}
