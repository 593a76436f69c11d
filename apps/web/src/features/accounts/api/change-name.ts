import type { ChangeNameRequest } from '@kurio/shared/account';
import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

export const changeName = (request: ChangeNameRequest) => callApi(routes.account.changeName, { body: request });

export function useChangeName() {
  const session = useSessionChange();
  return useMutation({ mutationFn: changeName, onSuccess: ({ user }) => session.updated(user) });
}
