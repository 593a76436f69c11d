import type { AnkiImportJob } from '@kurio/shared/anki-import-jobs';
import { routes } from '@kurio/shared/api/routes';
import type { AnkiScheduling } from '@kurio/shared/cards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

const latestKey = [...cardKeys.all, 'anki-import'] as const;
const pollMs = 1_000;
const isRunning = (job: AnkiImportJob | null | undefined) => job?.status === 'running' || job?.status === 'cancelling';

/** docs/product.md §7: multipart `package` (.apkg) and `scheduling`, answered at once with the import job. */
function startAnkiImport(input: { file: File; scheduling: AnkiScheduling }) {
  const formData = new FormData();
  formData.set('scheduling', input.scheduling);
  formData.set('package', input.file);
  return callApi(routes.card.startAnkiImport, { body: formData });
}

/**
 * The learner's latest Anki import, polled every second while it runs, so its progress survives a reload; when it
 * ends, every card view refetches.
 */
export function useLatestAnkiImport() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: latestKey,
    queryFn: async () => (await callApi(routes.card.latestAnkiImport)).job,
    refetchInterval: (current) => (isRunning(current.state.data) ? pollMs : false),
  });
  const job = query.data;
  const ended = job && !isRunning(job) ? job.status : undefined;
  useEffect(() => {
    if (ended)
      void client.invalidateQueries({ queryKey: cardKeys.all, predicate: (q) => q.queryKey[1] !== 'anki-import' });
  }, [ended, client]);
  return { job, running: isRunning(job) };
}

/** Starting and cancelling both answer the job, which replaces the polled one. */
function useJobChange<Input>(change: (input: Input) => Promise<AnkiImportJob>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (job) => client.setQueryData(latestKey, job),
  });
}

export const useStartAnkiImport = () => useJobChange(startAnkiImport);
export const useCancelAnkiImport = () =>
  useJobChange((id: string) => callApi(routes.card.cancelAnkiImport, { params: { id } }));
