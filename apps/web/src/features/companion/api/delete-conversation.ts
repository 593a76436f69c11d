import { routes } from '@kurio/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationsQueryKey } from './conversations';

export const deleteConversation = (id: string) => callApi(routes.companion.deleteConversation, { params: { id } });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...conversationsQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
    },
  });
}
