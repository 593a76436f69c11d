import { routes } from '@kurio/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationsQueryKey } from './conversations';

export const deleteAllConversations = () => callApi(routes.companion.deleteAllConversations);

export function useDeleteAllConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllConversations,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: conversationsQueryKey });
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
