import type { ChildProfile, childProfileResponseSchema } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { childProfileQueryKey } from './child-profile';

export const saveChildProfile = (child: ChildProfile) =>
  apiRequest<typeof childProfileResponseSchema>('/api/companion/child', { method: 'PUT', body: { json: child } });

export function useSaveChildProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChildProfile,
    onSuccess: (data) => queryClient.setQueryData(childProfileQueryKey, data),
  });
}
