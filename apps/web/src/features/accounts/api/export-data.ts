import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const exportData = () => callApi(routes.account.exportData);

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
