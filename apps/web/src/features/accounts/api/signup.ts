import { routes } from '@kurio/shared/api/routes';
import type { SignupRequest } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

export const signup = (values: SignupRequest) => callApi(routes.account.signUp, { body: values });

export function useSignup() {
  const { signedIn } = useSessionChange();
  return useMutation({ mutationFn: signup, onSuccess: ({ user }) => signedIn(user) });
}
