import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { publicConfigQueryOptions } from '../src/lib/public-config';
import { holderProofQueryOptions } from '../src/sign-in/holder-proof';
import { renderRoute } from './render-route';

/**
 * Stands in for Google Identity Services: its button is a real, focusable button that hands the page's callback
 * the ID token `credential()` gives, as Google's popup would, after telling the page which button it was (as
 * `click_listener`). Remove with `delete window.google`.
 */
export function fakeGoogle(credential: () => string) {
  let callback: ((response: { credential: string }) => void) | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        renderButton: (element, options) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Continue with Google';
          button.onclick = () => {
            (options.click_listener as (() => void) | undefined)?.();
            callback?.({ credential: credential() });
          };
          element.append(button);
        },
      },
    },
  };
}

/**
 * Renders `Component` for an account that signs in only with Google, on a server whose Google client id is
 * `googleClientId` (null: no Google sign-in). Returns the user to act with.
 */
export function renderForGoogleOnly(Component: ComponentType, googleClientId: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(holderProofQueryOptions.queryKey, { confirmWith: 'google' });
  queryClient.setQueryData(publicConfigQueryOptions.queryKey, {
    contactEmail: 'a@b.c',
    googleClientId,
    aiMode: 'offline',
    paymentsMode: 'test',
  });
  renderRoute({ path: '/', url: '/', Component, queryClient });
  return userEvent.setup();
}
