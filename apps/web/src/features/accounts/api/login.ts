import { routes } from '@kurio/shared/api/routes';
import type { LoginRequest } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSignInChange } from '../../../sign-in/use-sign-in-change';

export const login = (values: LoginRequest) => callApi(routes.account.signIn, { body: values });

export function useLogin() {
  const { signedIn } = useSignInChange();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => signedIn(user) });
}
