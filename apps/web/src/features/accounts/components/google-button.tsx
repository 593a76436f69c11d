import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { showWarning } from '../../../stores/warning-bar';
import { useGoogleLogin } from '../api/google-login';

interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const scriptUrl = 'https://accounts.google.com/gsi/client';

function loadGoogleScript(): Promise<GoogleIdentityServices> {
  if (window.google) return Promise.resolve(window.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google script did not load')));
    script.onerror = () => reject(new Error('Google script did not load'));
    document.head.append(script);
  });
}

/**
 * "Continue with Google": Google Identity Services' own button when this server has a client id;
 * otherwise a button that says Google sign-in is not set up here.
 */
export function GoogleButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { data: config } = usePublicConfig();
  const clientId = config?.googleClientId;
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const googleLogin = useGoogleLogin();

  useEffect(() => {
    if (!clientId || !container.current) return;
    let cancelled = false;
    loadGoogleScript()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            googleLogin.mutate(credential, {
              onSuccess: onSignedIn,
              onError: (error) => showWarning(error.message),
            }),
        });
        google.accounts.id.renderButton(container.current, {
          text: 'continue_with',
          width: 320,
          logo_alignment: 'center',
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, googleLogin.mutate, onSignedIn]);

  if (clientId && !failed)
    return <div ref={container} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
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
