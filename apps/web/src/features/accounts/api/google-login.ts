import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';
import { loadUserResponseSchema } from './user-response-schema';

/** Sends Google's ID token; the server verifies it before trusting any name or email. */
export const googleLogin = (credential: string) =>
  apiRequest('/api/user/login_3rd_party', { body: { form: { credential } }, schema: loadUserResponseSchema });

export function useGoogleLogin() {
  const { signedIn } = useSessionChange();
  return useMutation({ mutationFn: googleLogin, onSuccess: ({ user }) => signedIn(user) });
}
