import { routes } from '@kurio/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

export const deleteAllSessions = () => callApi(routes.companion.deleteAllConversations);

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
