import { routes } from '@kurio/shared/api/routes';
import type { LoginRequest } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

export const login = (values: LoginRequest) => callApi(routes.account.signIn, { body: values });

export function useLogin() {
  const { signedIn } = useSessionChange();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => signedIn(user) });
}
