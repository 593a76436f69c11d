import type { ChangeNameRequest } from '@kurio/shared/account';
import { userResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';

export const changeName = (request: ChangeNameRequest) =>
  apiRequest('/api/account/name', { body: { json: request }, schema: userResponseSchema });

export function useChangeName() {
  const setUser = useAppStore((state) => state.setUser);
  return useMutation({ mutationFn: changeName, onSuccess: ({ user }) => setUser(user) });
}
