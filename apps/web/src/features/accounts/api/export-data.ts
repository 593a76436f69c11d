import type { accountExportSchema } from '@kurio/shared/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const exportData = () => apiRequest<typeof accountExportSchema>('/api/account/export');

/** Fetches everything and hands it to the browser as kurio-export.json. */
export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    onSuccess: (data) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'kurio-export.json';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
