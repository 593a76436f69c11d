import type { ChangePasswordRequest } from '@kurio/shared/account';
import type { okResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (request: ChangePasswordRequest) =>
  apiRequest<typeof okResponseSchema>('/api/account/password', { body: { json: request } });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
