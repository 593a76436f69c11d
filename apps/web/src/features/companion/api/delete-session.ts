import type { deletedResponseSchema } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

export const deleteSession = (id: string) =>
  apiRequest<typeof deletedResponseSchema>(`/api/companion/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...sessionsQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey, exact: true });
    },
  });
}
