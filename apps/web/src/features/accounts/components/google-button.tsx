import { Button } from '@mantine/core';
import { useState } from 'react';
import { GoogleIdentityButton } from '../../../components/google-identity-button';
import { useHydratedPublicConfig } from '../../../lib/public-config';
import { showWarning } from '../../../stores/warning-bar';
import { useGoogleLogin } from '../api/google-login';

/**
 * "Continue with Google": Google Identity Services' own button when this server has a client id;
 * otherwise a button that says Google sign-in is not set up here.
 */
export function GoogleButton({ onSignedIn }: { onSignedIn: () => void }) {
  const clientId = useHydratedPublicConfig()?.googleClientId;
  const [failed, setFailed] = useState(false);
  const googleLogin = useGoogleLogin();

  if (clientId && !failed)
    return (
      <GoogleIdentityButton
        clientId={clientId}
        text="continue_with"
        onCredential={(credential) =>
          googleLogin.mutate(credential, {
            onSuccess: onSignedIn,
            onError: (error) => showWarning(error.message),
          })
        }
        onFailed={() => setFailed(true)}
      />
    );
  return (
    <Button
      variant="default"
      fullWidth
      onClick={() =>
        showWarning(
          failed
            ? 'Google sign-in could not load. Check your connection, or use your email and password.'
            : 'Sign-in with Google is not set up on this server. Use your email and password instead.',
        )
      }
    >
      Continue with Google
    </Button>
  );
}
