import type { userResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

/** Sends Google's ID token; the server verifies it before trusting any name or email. */
export const googleLogin = (credential: string) =>
  apiRequest<typeof userResponseSchema>('/api/user/login_3rd_party', { body: { form: { credential } } });

export function useGoogleLogin() {
  const { signedIn } = useSessionChange();
  return useMutation({ mutationFn: googleLogin, onSuccess: ({ user }) => signedIn(user) });
}
