import type { ChangeNameRequest } from '@kurio/shared/account';
import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSignInChange } from '../../../sign-in/use-sign-in-change';

export const changeName = (request: ChangeNameRequest) => callApi(routes.account.changeName, { body: request });

export function useChangeName() {
  const signIn = useSignInChange();
  return useMutation({ mutationFn: changeName, onSuccess: ({ user }) => signIn.updated(user) });
}
