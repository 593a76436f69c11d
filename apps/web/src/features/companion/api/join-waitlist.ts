import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const joinWaitlist = (email: string) => callApi(routes.marketing.joinWaitlist, { body: { email } });

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
