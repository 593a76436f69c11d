import type { ChangeNameRequest } from '@kurio/shared/account';
import type { userResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

export const changeName = (request: ChangeNameRequest) =>
  apiRequest<typeof userResponseSchema>('/api/account/name', { body: { json: request } });

export function useChangeName() {
  const session = useSessionChange();
  return useMutation({ mutationFn: changeName, onSuccess: ({ user }) => session.updated(user) });
}
