import type { ChangePasswordRequest } from '@kurio/shared/account';
import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const changePassword = (request: ChangePasswordRequest) =>
  callApi(routes.account.changePassword, { body: request });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
