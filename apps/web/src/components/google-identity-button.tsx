import { useEffect, useRef } from 'react';

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

type OnCredential = (credential: string) => void;

/**
 * Google keeps one callback per page: `initialize` again replaces it for every button already drawn. A page can
 * show two buttons (the parents area asks Google for consent and for the PIN), so Google is initialised once and
 * hands each credential to the button clicked last (`click_listener`), else to the one drawn last.
 */
let initialized: { google: GoogleIdentityServices; clientId: string } | undefined;
let nextCredentialFor: OnCredential | undefined;

function initializeOnce(google: GoogleIdentityServices, clientId: string) {
  if (initialized?.google === google && initialized.clientId === clientId) return;
  initialized = { google, clientId };
  google.accounts.id.initialize({
    client_id: clientId,
    callback: ({ credential }) => nextCredentialFor?.(credential),
  });
}

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
 * Google Identity Services' own button for this server's client id. A sign-in through it hands `onCredential`
 * Google's ID token, which only the server trusts, after verifying it; `onFailed` hears that the script could not
 * load (offline, or blocked).
 */
export function GoogleIdentityButton({
  clientId,
  text,
  onCredential,
  onFailed,
}: {
  clientId: string;
  /** Google's wording for the button: 'continue_with' or 'signin_with'. */
  text: 'continue_with' | 'signin_with';
  onCredential: (credential: string) => void;
  onFailed: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  // Google keeps the first callback it is given; the latest handlers are read through a ref.
  const handlers = useRef({ onCredential, onFailed });
  useEffect(() => {
    handlers.current = { onCredential, onFailed };
  });

  useEffect(() => {
    if (!container.current) return;
    let cancelled = false;
    loadGoogleScript()
      .then((google) => {
        if (cancelled || !container.current) return;
        initializeOnce(google, clientId);
        const mine: OnCredential = (credential) => handlers.current.onCredential(credential);
        nextCredentialFor = mine;
        // Google draws the button at a fixed width: at most 320 px, narrower on a phone's narrow card.
        const width = Math.min(320, container.current.clientWidth || 320);
        google.accounts.id.renderButton(container.current, {
          text,
          width,
          logo_alignment: 'center',
          click_listener: () => {
            nextCredentialFor = mine;
          },
        });
      })
      .catch(() => handlers.current.onFailed());
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  return <div ref={container} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
}
