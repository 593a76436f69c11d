import { userResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../hooks/use-signed-in';

/** Sends Google's ID token; the server verifies it before trusting any name or email. */
export const googleLogin = (credential: string) =>
  apiRequest('/api/user/login_3rd_party', { body: { form: { credential } }, schema: userResponseSchema });

export function useGoogleLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: googleLogin, onSuccess: ({ user }) => signedIn(user) });
}
