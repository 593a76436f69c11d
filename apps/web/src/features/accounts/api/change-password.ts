import type { ChangePasswordRequest } from '@kurio/shared/account';
import { okResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (request: ChangePasswordRequest) =>
  apiRequest('/api/account/password', { body: { json: request }, schema: okResponseSchema });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
