import { routes } from '@kurio/shared/api/routes';
import type { ChildProfile } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { childProfileQueryKey } from './child-profile';

export const saveChildProfile = (child: ChildProfile) => callApi(routes.companion.saveChildProfile, { body: child });

export function useSaveChildProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChildProfile,
    onSuccess: (data) => queryClient.setQueryData(childProfileQueryKey, data),
  });
}
