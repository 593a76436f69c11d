import { routes } from '@kurio/shared/api/routes';
import type { SignupRequest } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSignInChange } from '../../../sign-in/use-sign-in-change';

export const signup = (values: SignupRequest) => callApi(routes.account.signUp, { body: values });

export function useSignup() {
  const { signedIn } = useSignInChange();
  return useMutation({ mutationFn: signup, onSuccess: ({ user }) => signedIn(user) });
}
