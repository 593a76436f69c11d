import type { deletedResponseSchema } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

export const deleteAllSessions = () =>
  apiRequest<typeof deletedResponseSchema>('/api/companion/sessions', { method: 'DELETE' });

export function useDeleteAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllSessions,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: sessionsQueryKey });
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
