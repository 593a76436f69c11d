import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

/**
 * How the signed-in account shows it is the holder before a step only they may take: its password, or Google when
 * it has none (decision 146). Setting a first password changes the answer.
 */
export const holderProofQueryOptions = queryOptions({
  queryKey: ['account', 'proof'],
  queryFn: () => callApi(routes.account.holderProof),
});

export const useHolderProof = () => useQuery(holderProofQueryOptions);
