import type { AnkiImportJob } from '@kurio/shared/anki-import-jobs';
import { routes } from '@kurio/shared/api/routes';
import type { AnkiScheduling } from '@kurio/shared/cards';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/** The learner's latest Anki import, or null; the dashboard's server render carries it (app/route-data.ts). */
export const latestAnkiImportQueryOptions = () =>
  queryOptions({
    queryKey: latestKey,
    queryFn: async () => (await callApi(routes.card.latestAnkiImport)).job,
    refetchInterval: (current) => (isRunning(current.state.data) ? pollMs : false),
  });

/**
 * The learner's latest Anki import, polled every second while it runs, so its progress survives a reload; when a
 * run seen here ends, every card view refetches (an import that ended before the page opened changes nothing).
 */
export function useLatestAnkiImport() {
  const client = useQueryClient();
  const job = useQuery(latestAnkiImportQueryOptions()).data;
  const running = isRunning(job);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running)
      void client.invalidateQueries({ queryKey: cardKeys.all, predicate: (q) => q.queryKey[1] !== 'anki-import' });
    wasRunning.current = running;
  }, [running, client]);
  return { job, running };
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
