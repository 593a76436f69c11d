import { routes } from '@kurio/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

export const deleteSession = (id: string) => callApi(routes.companion.deleteConversation, { params: { id } });

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
